import { AUTH_MESSAGES, staffSendOtp, staffVerifyOtp } from '@ih/contract/auth';
import { staffLogout, staffMe } from '@ih/contract/staff';
import { normaliseContact } from '@ih/contract/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffBrands, staffUsers } from '../../db/schema/accounts.ts';
import { route } from '../../http/route.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { consumeOtp, issueOtp } from '../auth/otp.ts';
import { hit, ipLimits, OTP_LIMITS } from '../auth/rate-limit.ts';
import { openSession, revokeSession } from '../auth/sessions.ts';

/** Staff sign in by e-mail only; a mobile number is refused with a sentence saying so. */
function staffEmail(raw: string): string {
  const contact = normaliseContact(raw);
  if (contact?.kind !== 'email')
    throw badRequest(AUTH_MESSAGES.staffEmailOnly, { contact: AUTH_MESSAGES.staffEmailOnly });
  return contact.value;
}

async function findStaff(app: FastifyInstance, email: string) {
  const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (!row) throw notFound(AUTH_MESSAGES.unknownStaff);
  if (row.status !== 'active') throw forbidden(AUTH_MESSAGES.suspended);
  return row;
}

async function staffUser(app: FastifyInstance, staff: typeof staffUsers.$inferSelect) {
  const brands = await app.db
    .select({ brandId: staffBrands.brandId })
    .from(staffBrands)
    .where(eq(staffBrands.staffId, staff.id));
  return {
    _id: staff.id,
    name: staff.name,
    email: staff.email,
    role: staff.role,
    // Admins act on every brand; the list is only meaningful for brand-role staff.
    brandIds: staff.role === 'admin' ? [] : brands.map((b) => b.brandId),
  };
}

export async function staffAuthRoutes(app: FastifyInstance) {
  route(app, staffSendOtp, async (request) => {
    const email = staffEmail(request.body.contact);
    await hit(app.db, ipLimits(app.config).sendPerIp, request.ip);
    await hit(app.db, OTP_LIMITS.sendPerContact, `staff:${email}`);
    await findStaff(app, email);
    const { expiresInSeconds } = await issueOtp(app, 'staff', 'email', email);
    return {
      success: true as const,
      message: AUTH_MESSAGES.otpSent,
      data: { channel: 'email' as const, expiresInSeconds },
    };
  });

  route(app, staffVerifyOtp, async (request) => {
    const email = staffEmail(request.body.contact);
    await hit(app.db, ipLimits(app.config).verifyPerIp, request.ip);
    const staff = await findStaff(app, email);
    await consumeOtp(app, 'staff', email, request.body.otp);
    const { token, expiresAt } = await openSession(app.db, request, { staffId: staff.id });
    const user = await staffUser(app, staff);
    return {
      success: true as const,
      message: AUTH_MESSAGES.otpVerified,
      token,
      user,
      data: { token, user, expiresAt: expiresAt.toISOString() },
    };
  });

  route(app, staffLogout, async (request) => {
    const staff = requireStaff(request);
    await revokeSession(app.db, staff.sessionId);
    return { success: true as const, message: AUTH_MESSAGES.loggedOut };
  });

  route(app, staffMe, async (request) => {
    const principal = requireStaff(request);
    const [staff] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, principal.staffId));
    // The session resolved a moment ago, so the row exists; a concurrent delete would be a 401 anyway.
    if (!staff) throw notFound(AUTH_MESSAGES.unknownStaff);
    return { success: true as const, data: await staffUser(app, staff), message: 'Signed in.' };
  });
}
