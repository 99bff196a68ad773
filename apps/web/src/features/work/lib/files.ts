import type { CampaignWire } from '@ih/contract/campaigns';
import type { WorkItem } from '@ih/contract/work';
import { t } from '@lingui/core/macro';

export type WorkFile = WorkItem['task_details'][number]['deliverables'][number]['files'][number];
type Platform = CampaignWire['basic_info']['platform'][number];
type Deliverable = CampaignWire['deliverables'][number];

export interface FileGroup {
  key: string;
  platformId: string;
  platformName: string;
  platformLogo: string | null;
  deliverableId: string;
  deliverableName: string;
  notes: string | null;
  files: WorkFile[];
}

const platformOf = (c: CampaignWire, id: string): Platform | undefined =>
  c.basic_info.platform.find((p) => p._id === id);
const deliverableOf = (c: CampaignWire, id: string): Deliverable | undefined =>
  c.deliverables.find((d) => d._id === id);

/**
 * A work version's files grouped by platform and deliverable type (doc 001 §2), named from the
 * campaign. Entries whose platform or deliverable the campaign no longer has still show, by id.
 */
export function groupFiles(details: WorkItem['task_details'], c: CampaignWire): FileGroup[] {
  return details.flatMap((entry) => {
    const platform = platformOf(c, entry.platformId);
    return entry.deliverables
      .filter((d) => d.files.length > 0)
      .map((d) => ({
        key: `${entry.platformId}|${d.deliverableType}`,
        platformId: entry.platformId,
        platformName: platform?.platform_name ?? t`Platform`,
        platformLogo: platform?.platform_logo || null,
        deliverableId: d.deliverableType,
        deliverableName: deliverableOf(c, d.deliverableType)?.deliverableType.content_type ?? t`Deliverable`,
        notes: d.notes,
        files: d.files,
      }));
  });
}

/** The files submitted for one platform and deliverable in a version (empty when none). */
export function filesFor(details: WorkItem['task_details'], platformId: string, deliverableId: string) {
  return (
    details
      .find((e) => e.platformId === platformId)
      ?.deliverables.find((d) => d.deliverableType === deliverableId)?.files ?? []
  );
}

/** The post link and screenshot sent for one platform and deliverable. */
export function postFor(item: WorkItem, platformId: string, deliverableId: string) {
  const entry = item.post_details
    .find((e) => e.platformId === platformId)
    ?.deliverables.find((d) => d.deliverableType === deliverableId);
  return { link: entry?.task_link ?? '', proof: entry?.task_proof ?? '' };
}
