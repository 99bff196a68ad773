import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { ADMIN_INFLUENCER_MESSAGES } from '@ih/contract/admin-influencers';
import type { InfluencerStatus } from '@ih/contract/enums';
import { recordEvent } from '../../events/record.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { revokeInfluencerSessions } from '../auth/sessions.ts';
import {
  type CreatorSearch,
  findCreatorForStaff,
  findCreatorPage,
  followersOf,
  updateCreatorStatus,
} from './admin-repository.ts';
import { toAdminCreatorDetail, toAdminCreatorListItem } from './admin-wire.ts';

/** The creators a staff member may see: brand staff only those who applied to their brands. */
export async function listInfluencers(deps: Deps, staff: StaffPrincipal, q: CreatorSearch) {
  const { rows, total } = await findCreatorPage(deps.db, staff, q);
  const followers = await followersOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toAdminCreatorListItem(r, followers.get(r.id) ?? [], staff)), total };
}

export async function getInfluencer(
  deps: Deps,
  staff: StaffPrincipal,
  id: string,
): Promise<AdminInfluencerDetail> {
  const found = await findCreatorForStaff(deps.db, staff, id);
  // A creator outside a brand member's reach answers exactly like a missing one.
  if (!found) throw notFound(ADMIN_INFLUENCER_MESSAGES.notFound);
  return toAdminCreatorDetail(found, staff);
}

/** Sets the status; suspending also revokes every session in the same transaction (next call: 401). */
export async function setInfluencerStatus(deps: Deps, staffId: string, id: string, status: InfluencerStatus) {
  return deps.db.transaction(async (tx) => {
    const row = await updateCreatorStatus(tx, id, status);
    if (!row) throw notFound(ADMIN_INFLUENCER_MESSAGES.notFound);
    if (status === 'suspended') await revokeInfluencerSessions(tx, deps.clock.now(), id);
    await recordEvent(tx, {
      type: 'influencer.status',
      actor: { kind: 'staff', id: staffId },
      at: deps.clock.now(),
      influencerId: id,
      payload: { status },
    });
    return row;
  });
}
