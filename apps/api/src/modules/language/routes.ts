import { setCreatorLanguage, setStaffLanguage } from '@ih/contract/account-language';
import { LANGUAGE_MESSAGES } from '@ih/contract/language';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { storeLanguage } from './repository.ts';

/** A person's reading language, set from the app's switch (design §19). */
export async function languageRoutes(app: FastifyInstance) {
  route(app, setCreatorLanguage, async (request) => {
    const { language } = request.body;
    await storeLanguage(app.db, { kind: 'influencer', id: request.principal.influencerId }, language);
    return { message: LANGUAGE_MESSAGES.saved, data: { language } };
  });
  route(app, setStaffLanguage, async (request) => {
    const { language } = request.body;
    await storeLanguage(app.db, { kind: 'staff', id: request.principal.staffId }, language);
    return { message: LANGUAGE_MESSAGES.saved, data: { language } };
  });
}
