import { AUTH_MESSAGES, staffSendOtp, staffVerifyOtp } from '@ih/contract/auth';
import { staffLogout, staffMe } from '@ih/contract/staff';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../http/client.ts';
import { route } from '../../http/route.ts';
import { currentStaff, sendStaffCode, signOutStaff, verifyStaffCode } from './service.ts';

export async function staffAuthRoutes(app: FastifyInstance) {
  route(app, staffSendOtp, async (request) => {
    const { expiresInSeconds } = await sendStaffCode(app.deps, request.body.contact, request.ip);
    return {
      message: AUTH_MESSAGES.otpSent,
      data: { channel: 'email' as const, expiresInSeconds },
    };
  });

  route(app, staffVerifyOtp, async (request) => {
    const { token, expiresAt, user } = await verifyStaffCode(
      app.deps,
      request.body.contact,
      request.body.otp,
      clientOf(request),
    );
    return {
      message: AUTH_MESSAGES.otpVerified,
      token,
      user,
      data: { token, user, expiresAt: expiresAt.toISOString() },
    };
  });

  route(app, staffLogout, async (request) => {
    await signOutStaff(app.deps, request.principal.sessionId);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  route(app, staffMe, async (request) => {
    const data = await currentStaff(app.deps, request.principal.staffId);
    return { data, message: 'Signed in.' };
  });
}
