import { AUTH_MESSAGES } from '@ih/contract/auth';
import { normaliseContact } from '@ih/contract/validation';
import type { SessionClient } from '../../http/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { consumeOtp, issueOtp } from '../auth/otp.ts';
import { hit, ipLimits, OTP_LIMITS } from '../auth/rate-limit.ts';
import { openSession, revokeSession } from '../auth/sessions.ts';
import { brandIdsOfStaff, findStaffByEmail, findStaffById, type StaffRow } from './repository.ts';

/** Staff sign in by e-mail only; a mobile number is refused with a sentence saying so. */
function staffEmail(raw: string): string {
  const contact = normaliseContact(raw);
  if (contact?.kind !== 'email')
    throw badRequest(AUTH_MESSAGES.staffEmailOnly, { contact: AUTH_MESSAGES.staffEmailOnly });
  return contact.value;
}

async function findStaff(deps: Deps, email: string): Promise<StaffRow> {
  const row = await findStaffByEmail(deps.db, email);
  if (!row) throw notFound(AUTH_MESSAGES.unknownStaff);
  if (row.status !== 'active') throw forbidden(AUTH_MESSAGES.suspended);
  // A brand person on no team would sign in to an empty console: removal from their last team ended
  // their sessions (issue 28), and signing in again is refused with what to do.
  if (row.role === 'brand' && (await brandIdsOfStaff(deps.db, row.id)).length === 0)
    throw forbidden(AUTH_MESSAGES.noBrand);
  return row;
}

async function staffUser(deps: Deps, staff: StaffRow) {
  const brandIds = await brandIdsOfStaff(deps.db, staff.id);
  return {
    _id: staff.id,
    name: staff.name,
    email: staff.email,
    role: staff.role,
    // Admins act on every brand; the list is only meaningful for brand-role staff.
    brandIds: staff.role === 'admin' ? [] : brandIds,
    language: staff.language,
  };
}

/** Sends a staff member a sign-in code by e-mail; rate-limited per IP and per address. */
export async function sendStaffCode(deps: Deps, contact: string, ip: string) {
  const email = staffEmail(contact);
  await hit(deps.db, ipLimits(deps.config).sendPerIp, ip);
  await hit(deps.db, OTP_LIMITS.sendPerContact, `staff:${email}`);
  const staff = await findStaff(deps, email);
  return issueOtp(deps, 'staff', 'email', email, undefined, staff.language);
}

/** Checks a staff member's code and opens a session. */
export async function verifyStaffCode(deps: Deps, contact: string, otp: string, client: SessionClient) {
  const email = staffEmail(contact);
  await hit(deps.db, ipLimits(deps.config).verifyPerIp, client.ip);
  const staff = await findStaff(deps, email);
  await consumeOtp(deps, 'staff', email, otp);
  const { token, expiresAt } = await openSession(deps, client, { staffId: staff.id });
  return { token, expiresAt, user: await staffUser(deps, staff) };
}

export const signOutStaff = (deps: Deps, sessionId: string) => revokeSession(deps, sessionId);

/** The signed-in staff member as the web app shows them. */
export async function currentStaff(deps: Deps, staffId: string) {
  const staff = await findStaffById(deps.db, staffId);
  // The session resolved a moment ago, so the row exists; a concurrent delete would be a 401 anyway.
  if (!staff) throw notFound(AUTH_MESSAGES.unknownStaff);
  return staffUser(deps, staff);
}
