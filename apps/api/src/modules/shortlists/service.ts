import { SHORTLIST_MESSAGES, type ShortlistDetail } from '@ih/contract/shortlists';
import type { ShortlistSkipReason } from '@ih/contract/shortlists-messages';
import type pg from 'pg';
import { recordEvent } from '../../events/record.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { discoveryCards } from '../discovery/cards.ts';
import {
  type BrandScope,
  brandName,
  deleteMember,
  deleteShortlistRow,
  findShortlist,
  findShortlistPage,
  insertMembers,
  insertShortlist,
  listedAmong,
  shortlistMembers,
  touchShortlist,
} from './repository.ts';
import { toShortlistDetail, toShortlistSummary } from './wire.ts';

/*
 * A brand's shortlists (design §15). A brand person reaches the lists of their own brands only:
 * another brand's list answers exactly like a missing one (404), and a list is made only for one of
 * their brands. Admins reach every list.
 */

const scopeOf = (staff: StaffPrincipal): BrandScope => (staff.role === 'admin' ? null : staff.brandIds);
const actor = (staff: StaffPrincipal) => ({ kind: 'staff' as const, id: staff.staffId });

export async function listShortlists(
  deps: Deps,
  staff: StaffPrincipal,
  q: { brandId?: string; page: number; limit: number },
) {
  const { rows, total } = await findShortlistPage(deps.db, scopeOf(staff), q);
  return { items: rows.map(toShortlistSummary), total };
}

export async function createShortlist(
  deps: Deps,
  staff: StaffPrincipal,
  input: { brandId: string; name: string },
) {
  const scope = scopeOf(staff);
  // Not theirs reads as not there: a brand person learns nothing of other brands' ids.
  if (scope !== null && !scope.includes(input.brandId)) throw notFound(SHORTLIST_MESSAGES.brandNotFound);
  if (!(await brandName(deps.db, input.brandId))) throw notFound(SHORTLIST_MESSAGES.brandNotFound);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertShortlist(tx, { ...input, staffId: staff.staffId, now });
    if (!row) throw conflict(SHORTLIST_MESSAGES.duplicateName);
    await recordEvent(tx, {
      type: 'shortlist.changed',
      actor: actor(staff),
      at: now,
      brandId: input.brandId,
      payload: { shortlistId: row.id, action: 'created' },
    });
    return row.id;
  });
  const created = await findShortlist(deps.db, null, id);
  if (!created) throw notFound(SHORTLIST_MESSAGES.notFound);
  return toShortlistSummary(created);
}

/** One list with its discoverable members' cards; 404 outside the caller's brands. */
export async function getShortlist(
  deps: Deps,
  pool: pg.Pool,
  staff: StaffPrincipal,
  id: string,
): Promise<ShortlistDetail> {
  const row = await findShortlist(deps.db, scopeOf(staff), id);
  if (!row) throw notFound(SHORTLIST_MESSAGES.notFound);
  const members = await shortlistMembers(deps.db, id);
  const cards = await discoveryCards(
    deps,
    pool,
    members.map((m) => m.influencerId),
  );
  return toShortlistDetail(row, members, cards);
}

export async function deleteShortlist(deps: Deps, staff: StaffPrincipal, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findShortlist(tx, scopeOf(staff), id, true);
    if (!row) throw notFound(SHORTLIST_MESSAGES.notFound);
    await deleteShortlistRow(tx, id);
    await recordEvent(tx, {
      type: 'shortlist.changed',
      actor: actor(staff),
      at: deps.clock.now(),
      brandId: row.brandId,
      payload: { shortlistId: id, action: 'deleted' },
    });
  });
}

/**
 * Adds creators, each once: one already on the list, or one brands may not find (not discoverable,
 * suspended, or no such creator: the same answer, so nothing is revealed) is skipped with its reason.
 * A repeated request adds nothing twice (the primary key, and the list's row lock).
 */
export async function addShortlistCreators(
  deps: Deps,
  staff: StaffPrincipal,
  id: string,
  influencerIds: string[],
) {
  const wanted = [...new Set(influencerIds.map((i) => i.toLowerCase()))];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findShortlist(tx, scopeOf(staff), id, true);
    if (!row) throw notFound(SHORTLIST_MESSAGES.notFound);
    const listed = await listedAmong(tx, wanted);
    const added = await insertMembers(tx, {
      shortlistId: id,
      influencerIds: wanted.filter((i) => listed.has(i)),
      staffId: staff.staffId,
      now,
    });
    const addedSet = new Set(added);
    const skipped = wanted
      .filter((i) => !addedSet.has(i))
      .map((influencerId) => ({
        influencerId,
        reason: (listed.has(influencerId) ? 'already-listed' : 'not-discoverable') as ShortlistSkipReason,
      }));
    if (added.length) {
      await touchShortlist(tx, id, now);
      await recordEvent(tx, {
        type: 'shortlist.changed',
        actor: actor(staff),
        at: now,
        brandId: row.brandId,
        payload: { shortlistId: id, action: 'added', influencerIds: added },
      });
    }
    return { added, skipped };
  });
}

/** Takes a creator off; whether they were on it (taking one off twice changes nothing). */
export async function removeShortlistCreator(
  deps: Deps,
  staff: StaffPrincipal,
  id: string,
  influencerId: string,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findShortlist(tx, scopeOf(staff), id, true);
    if (!row) throw notFound(SHORTLIST_MESSAGES.notFound);
    const removed = await deleteMember(tx, id, influencerId.toLowerCase());
    if (removed) {
      await touchShortlist(tx, id, now);
      await recordEvent(tx, {
        type: 'shortlist.changed',
        actor: actor(staff),
        at: now,
        brandId: row.brandId,
        payload: { shortlistId: id, action: 'removed', influencerIds: [influencerId.toLowerCase()] },
      });
    }
    return removed;
  });
}
