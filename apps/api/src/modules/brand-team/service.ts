import type { brandMemberInput } from '@ih/contract/brand-team';
import { BRAND_TEAM_MESSAGES as M } from '@ih/contract/brand-team-messages';
import { UUID_PATTERN } from '@ih/contract/patterns';
import type { z } from 'zod';
import type { Tx } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';
import { addJob } from '../../jobs/add-job.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { conflict, forbidden, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import { revokeStaffSessions } from '../auth/sessions.ts';
import {
  brandCountOf,
  brandName,
  deleteMembership,
  insertBrandStaff,
  insertMembership,
  lockBrand,
  memberOf,
  ownerCount,
  setMembershipRole,
  staffByEmail,
  teamOf,
} from './repository.ts';
import { memberWire } from './wire.ts';

type MemberInput = z.output<typeof brandMemberInput>;

/**
 * A brand the caller may see: admins any, brand people their own (brandIds are read from staff_brands
 * on every request, so someone just removed gets 404 at once). Another brand's answers 404, as a
 * brand does.
 */
function visibleBrandId(staff: StaffPrincipal, brandId: string): string {
  if (!UUID_PATTERN.test(brandId) || !staffCanActOnBrand(staff, brandId)) throw notFound(M.brandNotFound);
  return brandId;
}

/** Under the brand's lock: the brand's name, once the caller is an admin or one of its owners. */
async function lockForChange(tx: Tx, staff: StaffPrincipal, brandId: string): Promise<string> {
  const name = await lockBrand(tx, brandId);
  if (!name) throw notFound(M.brandNotFound);
  if (staff.role === 'admin') return name;
  // Read in the transaction: an owner demoted a moment ago is a member now.
  const me = await memberOf(tx, brandId, staff.staffId);
  if (!me) throw notFound(M.brandNotFound);
  if (me.role !== 'owner') throw forbidden(M.ownersOnly);
  return name;
}

/** The brand's people, for anyone on its team and for admins. */
export async function listTeam(deps: Deps, staff: StaffPrincipal, brandId: string) {
  const id = visibleBrandId(staff, brandId);
  if (!(await brandName(deps.db, id))) throw notFound(M.brandNotFound);
  return (await teamOf(deps.db, id)).map(memberWire);
}

/**
 * A new brand-role account for the e-mail. When one appeared between the look-up and the insert (the
 * e-mail's unique index), that account is used if it is a brand account, and refused as any admin is.
 */
async function newBrandAccount(tx: Tx, input: MemberInput, at: Date): Promise<string> {
  const made = await insertBrandStaff(tx, { email: input.email, name: input.name, at });
  if (made) return made;
  const raced = await staffByEmail(tx, input.email);
  if (!raced || raced.role === 'admin') throw conflict(M.adminEmail);
  return raced.id;
}

export type AddOutcome = 'added' | 'roleChanged' | 'unchanged';

/**
 * Adds a person by e-mail, or changes the role of someone already on the team. A new e-mail gets a
 * brand-role account; an existing brand account joins this brand too (its name stays its own); an
 * admin's e-mail or a suspended account is refused. The last owner cannot be made a member.
 */
export async function addMember(
  deps: Deps,
  staff: StaffPrincipal,
  brandId: string,
  input: MemberInput,
): Promise<{ member: ReturnType<typeof memberWire>; outcome: AddOutcome; brand: string }> {
  const id = visibleBrandId(staff, brandId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const brand = await lockForChange(tx, staff, id);
    const existing = await staffByEmail(tx, input.email);
    if (existing?.role === 'admin') throw conflict(M.adminEmail);
    if (existing?.status === 'suspended') throw conflict(M.suspended);
    const current = existing ? await memberOf(tx, id, existing.id) : null;
    let outcome: AddOutcome;
    let staffId: string;
    if (current && existing) {
      staffId = existing.id;
      if (current.role === input.role) outcome = 'unchanged';
      else {
        if (current.role === 'owner' && (await ownerCount(tx, id)) <= 1)
          throw transitionNotAllowed(M.lastOwner);
        await setMembershipRole(tx, id, staffId, input.role);
        outcome = 'roleChanged';
      }
    } else {
      staffId = existing?.id ?? (await newBrandAccount(tx, input, now));
      await insertMembership(tx, { staffId, brandId: id, role: input.role, at: now });
      await addJob(
        tx,
        TASKS.brandTeamEmail,
        { brandId: id, staffId, addedBy: staff.staffId },
        { jobKey: `${TASKS.brandTeamEmail}:${id}:${staffId}`, maxAttempts: 8 },
      );
      outcome = 'added';
    }
    if (outcome !== 'unchanged')
      await recordEvent(tx, {
        type: 'brand.team_changed',
        actor: { kind: 'staff', id: staff.staffId },
        at: now,
        brandId: id,
        payload: { staffId, change: outcome, role: input.role },
      });
    const member = await memberOf(tx, id, staffId);
    if (!member) throw new Error('the member just written is not there');
    return { member: memberWire(member), outcome, brand };
  });
}

/**
 * Takes a person off the team. The last owner stays. Someone left on no brand's team is signed out
 * everywhere in the same transaction; someone still on other teams keeps their sessions and loses this
 * brand at once (their brands are read on every request).
 */
export async function removeMember(
  deps: Deps,
  staff: StaffPrincipal,
  brandId: string,
  staffId: string,
): Promise<{ name: string }> {
  const id = visibleBrandId(staff, brandId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockForChange(tx, staff, id);
    const target = UUID_PATTERN.test(staffId) ? await memberOf(tx, id, staffId) : null;
    if (!target) throw notFound(M.notMember);
    if (target.role === 'owner' && (await ownerCount(tx, id)) <= 1) throw transitionNotAllowed(M.lastOwner);
    await deleteMembership(tx, id, staffId);
    const left = await brandCountOf(tx, staffId);
    if (left === 0) await revokeStaffSessions(tx, now, staffId);
    await recordEvent(tx, {
      type: 'brand.team_changed',
      actor: { kind: 'staff', id: staff.staffId },
      at: now,
      brandId: id,
      payload: { staffId, change: 'removed', signedOut: left === 0 },
    });
    return { name: target.name };
  });
}
