import type { MetricReading } from '@ih/contract/results';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/urls.ts';
import type { MetricRow } from './repository.ts';

/** A reading on the wire (design §17), its screenshot as a short-lived signed URL. */
export const readingWire = (deps: Deps, row: MetricRow): MetricReading => ({
  _id: row.id,
  postUrl: row.postUrl,
  views: row.views,
  likes: row.likes,
  comments: row.comments,
  shares: row.shares,
  saves: row.saves,
  reach: row.reach,
  source: row.source,
  capturedAt: row.capturedAt.toISOString(),
  status: row.status,
  note: row.note,
  proofUrl: row.proofFileId ? fileUrl(deps, { id: row.proofFileId, visibility: 'private' }) : null,
});
