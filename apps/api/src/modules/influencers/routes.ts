import { preferredLanguage } from '@ih/contract/language';
import { getBankAccountNumber, getProfile, PROFILE_MESSAGES, updateProfile } from '@ih/contract/profile';
import {
  checkRegistrationContact,
  REGISTRATION_MESSAGES,
  registerInfluencer,
} from '@ih/contract/registration';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { hit } from '../auth/rate-limit.ts';
import { adminInfluencerRoutes } from './admin-routes.ts';
import { readBankAccountNumber, readProfile } from './profile-read.ts';
import { updateProfile as applyProfileUpdate } from './profile-update.ts';
import { CONTACT_CHECK_LIMIT, checkContacts, register } from './registration.ts';

export async function influencersRoutes(app: FastifyInstance) {
  route(app, registerInfluencer, async (request) => {
    const language = preferredLanguage(request.headers['accept-language']);
    const { id } = await register(app.db, request.body, app.clock.now(), language);
    return { data: { _id: id }, message: REGISTRATION_MESSAGES.success };
  });

  route(app, checkRegistrationContact, async (request) => {
    await hit(app.db, CONTACT_CHECK_LIMIT, request.ip, app.clock.now());
    return checkContacts(app.db, request.body);
  });

  route(app, getProfile, async (request) => {
    const { influencerId } = request.principal;
    return {
      data: await readProfile(app.deps, influencerId),
      message: PROFILE_MESSAGES.fetched,
    };
  });

  route(app, getBankAccountNumber, async (request, reply) => {
    const { influencerId } = request.principal;
    // The full number is for the owner's edit form only; no cache on the way may keep it.
    reply.header('cache-control', 'no-store');
    return {
      data: { account_number: await readBankAccountNumber(app.deps, influencerId) },
      message: PROFILE_MESSAGES.fetched,
    };
  });

  route(app, updateProfile, async (request) => {
    const { influencerId } = request.principal;
    await applyProfileUpdate(app, influencerId, request.body);
    return {
      data: await readProfile(app.deps, influencerId),
      message: PROFILE_MESSAGES.updated,
    };
  });

  await app.register(adminInfluencerRoutes);
}
