import {
  adminGetAgreement,
  adminSendAgreementCode,
  adminSignAgreement,
  declineMyAgreement,
  getMyAgreement,
  sendMyAgreementCode,
  signMyAgreement,
  verifyAgreement,
} from '@ih/contract/agreements';
import { AGREEMENT_MESSAGES as M } from '@ih/contract/agreements-messages';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../http/client.ts';
import { route } from '../../http/route.ts';
import * as agreements from './service.ts';
import { verifyHash } from './verify.ts';

/** Agreements (design §16): the creator and the brand's people read and sign; anyone verifies. */
export async function agreementsRoutes(app: FastifyInstance) {
  route(app, getMyAgreement, async (request) => ({
    message: M.fetched,
    data: await agreements.getAgreement(
      app.deps,
      { role: 'creator', principal: request.principal },
      request.params.applicationId,
      clientOf(request),
    ),
  }));

  route(app, sendMyAgreementCode, async (request) => {
    const sent = await agreements.sendSigningCode(
      app.deps,
      { role: 'creator', principal: request.principal },
      request.params.applicationId,
      request.body?.channel,
      clientOf(request),
    );
    return { message: M.codeSent(sent.contact), data: sent };
  });

  route(app, signMyAgreement, async (request) => {
    const signed = await agreements.signAgreement(
      app.deps,
      { role: 'creator', principal: request.principal },
      request.params.applicationId,
      request.body,
      clientOf(request),
    );
    return { message: signed.signedNow ? M.signed : M.alreadySigned, data: signed.agreement };
  });

  route(app, declineMyAgreement, async (request) => ({
    message: M.declined,
    data: await agreements.declineAgreement(
      app.deps,
      { role: 'creator', principal: request.principal },
      request.params.applicationId,
      request.body.reason,
      clientOf(request),
    ),
  }));

  route(app, adminGetAgreement, async (request) => ({
    message: M.fetched,
    data: await agreements.getAgreement(
      app.deps,
      { role: 'brand', principal: request.principal },
      request.params.id,
      clientOf(request),
    ),
  }));

  route(app, adminSendAgreementCode, async (request) => {
    const sent = await agreements.sendSigningCode(
      app.deps,
      { role: 'brand', principal: request.principal },
      request.params.id,
      request.body?.channel,
      clientOf(request),
    );
    return { message: M.codeSent(sent.contact), data: sent };
  });

  route(app, adminSignAgreement, async (request) => {
    const signed = await agreements.signAgreement(
      app.deps,
      { role: 'brand', principal: request.principal },
      request.params.id,
      request.body,
      clientOf(request),
    );
    return {
      message: signed.signedNow ? (signed.both ? M.signedBoth : M.signed) : M.alreadySigned,
      data: signed.agreement,
    };
  });

  route(app, verifyAgreement, async (request) => {
    const result = await verifyHash(app.db, request.query.sha256);
    return { message: result.found ? M.verified : M.unknown, data: result };
  });
}
