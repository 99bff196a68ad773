import {
  AUTH_MESSAGES,
  logout,
  type SignInChannel,
  sendOtp,
  signInChannels,
  verifyOtp,
} from '@ih/contract/auth';
import { GENERIC_MESSAGES } from '@ih/contract/errors';
import { normaliseContact } from '@ih/contract/validation';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../http/client.ts';
import { route } from '../../http/route.ts';
import { badRequest, forbidden, notFound, unauthenticated } from '../../lib/app-error.ts';
import { fileUrl } from '../files/service.ts';
import { consumeOtp, issueOtp } from './otp.ts';
import { hit, ipLimits, OTP_LIMITS } from './rate-limit.ts';
import { findCreatorByContact } from './repository.ts';
import { openSession, revokeSession } from './sessions.ts';

function parseContact(raw: string) {
  const contact = normaliseContact(raw);
  // The body schema already refuses these; kept so the type narrows without a cast.
  if (!contact) throw badRequest(AUTH_MESSAGES.contactInvalid, { contact: AUTH_MESSAGES.contactInvalid });
  return contact;
}

/** The creator behind an e-mail or mobile; 404 if none (design §10), 403 if suspended. */
async function findCreator(app: FastifyInstance, contact: { kind: 'email' | 'mobile'; value: string }) {
  const row = await findCreatorByContact(app.db, contact);
  if (!row) throw notFound(AUTH_MESSAGES.unknownContact);
  if (row.status !== 'active') throw forbidden(AUTH_MESSAGES.suspended);
  return row;
}

/** E-mail always; mobile only where a text reaches someone (design §10). */
const channelsOf = (app: FastifyInstance): SignInChannel[] =>
  app.sms.delivers ? ['email', 'mobile'] : ['email'];

export async function authRoutes(app: FastifyInstance) {
  route(app, signInChannels, async () => ({
    message: AUTH_MESSAGES.channels,
    data: { channels: channelsOf(app) },
  }));

  route(app, sendOtp, async (request) => {
    const contact = parseContact(request.body.contact);
    // A refusal that will not change on retry: 400 on the field, as staff sign-in refuses a mobile.
    if (!channelsOf(app).includes(contact.kind))
      throw badRequest(AUTH_MESSAGES.smsUnavailable, { contact: AUTH_MESSAGES.smsUnavailable });
    await hit(app.db, ipLimits(app.config).sendPerIp, request.ip);
    await hit(app.db, OTP_LIMITS.sendPerContact, `influencer:${contact.value}`);
    const creator = await findCreator(app, contact);
    const { expiresInSeconds } = await issueOtp(
      app.deps,
      'influencer',
      contact.kind,
      contact.value,
      undefined,
      creator.language,
    );
    return {
      message: AUTH_MESSAGES.otpSent,
      data: { channel: contact.kind, expiresInSeconds },
    };
  });

  route(app, verifyOtp, async (request) => {
    const contact = parseContact(request.body.contact);
    await hit(app.db, ipLimits(app.config).verifyPerIp, request.ip);
    const creator = await findCreator(app, contact);
    await consumeOtp(app.deps, 'influencer', contact.value, request.body.otp);
    const { token, expiresAt } = await openSession(app.deps, clientOf(request), { influencerId: creator.id });
    const user = {
      _id: creator.id,
      name: creator.name,
      email: creator.email,
      mobile_number: creator.mobileNumber,
      profile_image:
        creator.imageId && creator.imageVisibility
          ? fileUrl(app.deps, { id: creator.imageId, visibility: creator.imageVisibility })
          : null,
      language: creator.language,
    };
    return {
      message: AUTH_MESSAGES.otpVerified,
      token,
      user,
      data: { token, user, expiresAt: expiresAt.toISOString() },
    };
  });

  // 'signed-in': a staff session posting here is signed out too, which is what anyone calling it wants.
  route(app, logout, async (request) => {
    const principal = request.principal;
    if (!principal) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
    await revokeSession(app.deps, principal.sessionId);
    return { message: AUTH_MESSAGES.loggedOut };
  });
}
