import type { SigningChannel } from '@ih/contract/agreement-enums';
import {
  adminDeclineAgreement,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../../http/client.ts';
import { route } from '../../http/route.ts';
import type { CreatorPrincipal, StaffPrincipal } from '../../plugins/auth.ts';
import * as agreements from './service.ts';
import { verifyHash } from './verify.ts';

/** Agreements (design §16): the creator and the brand's people read and sign; anyone verifies. */
export async function agreementsRoutes(app: FastifyInstance) {
  // Both sides' calls do the same with their own party; each route only says whose and which id.
  const read = async (party: agreements.Party, id: string, request: FastifyRequest) => ({
    message: M.fetched,
    data: await agreements.getAgreement(app.deps, party, id, clientOf(request)),
  });
  const sendCode = async (
    party: agreements.Party,
    id: string,
    channel: SigningChannel | undefined,
    request: FastifyRequest,
  ) => {
    const sent = await agreements.sendSigningCode(app.deps, party, id, channel, clientOf(request));
    return { message: M.codeSent(sent.contact), data: sent };
  };
  const sign = async (
    party: agreements.Party,
    id: string,
    body: { name: string; code: string },
    request: FastifyRequest,
  ) => {
    const signed = await agreements.signAgreement(app.deps, party, id, body, clientOf(request));
    return {
      message: signed.signedNow ? (signed.both ? M.signedBoth : M.signed) : M.alreadySigned,
      data: signed.agreement,
    };
  };
  const creator = (principal: CreatorPrincipal) => ({ role: 'creator', principal }) as const;
  const brand = (principal: StaffPrincipal) => ({ role: 'brand', principal }) as const;

  route(app, getMyAgreement, (r) => read(creator(r.principal), r.params.applicationId, r));
  route(app, sendMyAgreementCode, (r) =>
    sendCode(creator(r.principal), r.params.applicationId, r.body?.channel, r),
  );
  route(app, signMyAgreement, (r) => sign(creator(r.principal), r.params.applicationId, r.body, r));
  const decline = async (party: agreements.Party, id: string, reason: string, request: FastifyRequest) => ({
    message: party.role === 'creator' ? M.declined : M.declinedByBrand,
    data: await agreements.declineAgreement(app.deps, party, id, reason, clientOf(request)),
  });

  route(app, declineMyAgreement, (r) =>
    decline(creator(r.principal), r.params.applicationId, r.body.reason, r),
  );

  route(app, adminGetAgreement, (r) => read(brand(r.principal), r.params.id, r));
  route(app, adminSendAgreementCode, (r) => sendCode(brand(r.principal), r.params.id, r.body?.channel, r));
  route(app, adminSignAgreement, (r) => sign(brand(r.principal), r.params.id, r.body, r));
  route(app, adminDeclineAgreement, (r) => decline(brand(r.principal), r.params.id, r.body.reason, r));

  route(app, verifyAgreement, async (r) => {
    const result = await verifyHash(app.db, r.query.sha256);
    return { message: result.found ? M.verified : M.unknown, data: result };
  });
}
