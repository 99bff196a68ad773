import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import type { Db } from '../../db/client.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { type AdminFilter, listAdminPage, loadSocials } from './admin-repository.ts';
import { toAdminListItem } from './admin-wire.ts';

/**
 * One page of the staff application list as wire items, scoped to the staff member's brands: the
 * applications list and a campaign's applicants (the campaigns module) share it.
 */
export async function listApplicationItems(
  db: Db,
  staff: StaffPrincipal,
  filter: AdminFilter,
  page: number,
  limit: number,
): Promise<{ items: AdminApplicationListItem[]; total: number }> {
  const { rows, total } = await listAdminPage(db, staff, filter, page, limit);
  const socials = await loadSocials(
    db,
    rows.map((r) => r.influencer.id),
  );
  return { items: rows.map((r) => toAdminListItem(r, socials.get(r.influencer.id) ?? [])), total };
}
