import { submitPostDetails, submitWork, WORK_MESSAGES } from '@ih/contract/work';
import { getWorkDraft, saveWorkDraft } from '@ih/contract/work-drafts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as drafts from './drafts.ts';
import * as service from './service.ts';

export async function submissionsRoutes(app: FastifyInstance) {
  route(app, submitWork, async (request) => {
    const { influencerId } = request.principal;
    const version = await service.submitWork(app.deps, influencerId, request.body);
    return { message: WORK_MESSAGES.workSubmitted, data: { version } };
  });

  route(app, submitPostDetails, async (request) => {
    const { influencerId } = request.principal;
    const version = await service.submitPostDetails(app.deps, influencerId, request.body);
    return { message: WORK_MESSAGES.postSubmitted, data: { version } };
  });

  route(app, getWorkDraft, async (request) => {
    const { influencerId } = request.principal;
    const data = await drafts.getDraft(app.deps, influencerId, request.params.applicationId);
    return { data, message: WORK_MESSAGES.draftFetched };
  });

  route(app, saveWorkDraft, async (request) => {
    const { influencerId } = request.principal;
    const data = await drafts.saveDraft(app.deps, influencerId, request.params.applicationId, request.body);
    return { data, message: data ? WORK_MESSAGES.draftSaved : WORK_MESSAGES.draftCleared };
  });
}
