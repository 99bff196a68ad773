import { AUTH_MESSAGES, staffSendOtp, staffVerifyOtp } from '@ih/contract/auth';
import { staffLogout, staffMe } from '@ih/contract/staff';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../http/client.ts';
import { route } from '../../http/route.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { currentStaff, sendStaffCode, signOutStaff, verifyStaffCode } from './service.ts';

export async function staffAuthRoutes(app: FastifyInstance) {
  route(app, staffSendOtp, async (request) => {
    const { expiresInSeconds } = await sendStaffCode(app.deps, request.body.contact, request.ip);
    return {
      success: true as const,
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
      success: true as const,
      message: AUTH_MESSAGES.otpVerified,
      token,
      user,
      data: { token, user, expiresAt: expiresAt.toISOString() },
    };
  });

  route(app, staffLogout, async (request) => {
    await signOutStaff(app.deps, requireStaff(request).sessionId);
    return { success: true as const, message: AUTH_MESSAGES.loggedOut };
  });

  route(app, staffMe, async (request) => {
    const data = await currentStaff(app.deps, requireStaff(request).staffId);
    return { success: true as const, data, message: 'Signed in.' };
  });
}
