import { paginationOf } from '@ih/contract/envelope';
import { istDay } from '@ih/contract/payout-terms';
import { listWork, WORK_MESSAGES } from '@ih/contract/work';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { prebuiltJsonRoute } from '../../http/route.ts';
import { encodeAnswer } from '../../lib/answer-bytes.ts';
import { cachedCampaignWires } from '../campaigns/fragments.ts';
import { catalogueStateFor } from '../catalogue/cache.ts';
import { signedUrlExpiry } from '../files/service.ts';
import { unreadFromStaff } from '../messages/unread.ts';
import { readSubmissions } from '../submissions/read.ts';
import { listWorkPage, loadHistory, loadPayments } from './work-repository.ts';
import { toWorkItem } from './work-wire.ts';

/**
 * The creator's work list. A whole answer is kept per process under every version it depends on
 * (ADR 025): the catalogue's (the campaigns it embeds), the creator's flags and work versions (raised
 * by triggers on their applications, history, submissions, files and messages), the India day (payout
 * states) and the signed-URL window (the file URLs in it). The one statement that reads those also
 * checks the session; a miss builds the answer as before and encodes it as Fastify would.
 */
export async function workRoutes(app: FastifyInstance) {
  prebuiltJsonRoute(app, listWork, async (request) => {
    const { influencerId } = request.principal;
    const state = await catalogueStateFor(app.catalogueCache, influencerId, request.sessionCheck);
    const now = app.clock.now();
    const key = `${influencerId}|${JSON.stringify(request.query)}`;
    const version = `${state.version}|${state.creatorVersion}|${state.workVersion}|${istDay(now)}|${signedUrlExpiry(now)}`;
    const hit = app.catalogueCache.work.get(key, version);
    const bytes =
      hit?.value ??
      encodeAnswer(listWork, {
        success: true,
        ...(await workList(influencerId, request.query, now)),
      });
    if (!hit) app.catalogueCache.work.set(key, { version, value: bytes });
    return bytes;
  });

  async function workList(
    influencerId: string,
    query: z.output<NonNullable<typeof listWork.query>>,
    now: Date,
  ) {
    const { page, limit, ...filter } = query;
    const { rows, total } = await listWorkPage(app.db, { influencerId, ...filter }, page, limit);
    const ids = rows.map((r) => r.id);
    const [campaignsById, submissions, history, unread, paid] = await Promise.all([
      cachedCampaignWires(
        app.db,
        app.database.pool,
        app.catalogueCache,
        rows.map((r) => r.campaignId),
        influencerId,
        istDay(now),
      ),
      readSubmissions(app.db, ids),
      loadHistory(app.db, ids),
      unreadFromStaff(app.db, ids),
      loadPayments(app.db, ids),
    ]);
    const data = rows.flatMap((row) => {
      // Applications always have their campaign (foreign key); the guard only satisfies the types.
      const campaign = campaignsById.get(row.campaignId);
      return campaign
        ? [
            toWorkItem(
              app.deps,
              row,
              campaign,
              submissions.get(row.id) ?? [],
              history.get(row.id) ?? [],
              unread.get(row.id) ?? 0,
              paid.get(row.id) ?? null,
            ),
          ]
        : [];
    });
    return {
      message: WORK_MESSAGES.listed,
      data,
      pagination: paginationOf(page, limit, total),
    };
  }
}
