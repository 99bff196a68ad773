import { paginationOf } from '@ih/contract/envelope';
import {
  acceptInvitation,
  declineInvitation,
  INVITATION_MESSAGES,
  INVITATION_SKIP_LABELS,
  inviteCreators,
  listCampaignInvitations,
  listMyInvitations,
} from '@ih/contract/invitations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { campaignInvitations, creatorInvitations, withCards } from './read.ts';
import * as invitations from './service.ts';

/** Invitations (design §15): brands invite creators to a campaign; creators accept or decline. */
export async function invitationsRoutes(app: FastifyInstance) {
  const cards = { db: app.db, pool: app.database.pool, cache: app.catalogueCache };

  route(app, inviteCreators, async (request) => {
    const { created, skipped } = await invitations.inviteCreators(
      app.db,
      app.clock,
      request.principal,
      request.params.id,
      request.body,
    );
    return {
      data: {
        created: created.length,
        invitationIds: created.map((r) => r.id),
        skipped: skipped.map((s) => ({ ...s, label: INVITATION_SKIP_LABELS[s.reason] })),
      },
      message: INVITATION_MESSAGES.invited(created.length, skipped.length),
    };
  });

  route(app, listCampaignInvitations, async (request) => {
    const { page, limit, status } = request.query;
    const { items, total } = await campaignInvitations(app.deps, request.principal, request.params.id, {
      status,
      page,
      limit,
    });
    return {
      data: items,
      message: INVITATION_MESSAGES.campaignListed,
      pagination: paginationOf(page, limit, total),
    };
  });

  route(app, listMyInvitations, async (request) => {
    const { page, limit, status } = request.query;
    const { items, total } = await creatorInvitations(
      cards,
      request.principal.influencerId,
      { status, page, limit },
      app.clock.now(),
    );
    return { data: items, message: INVITATION_MESSAGES.listed, pagination: paginationOf(page, limit, total) };
  });

  route(app, acceptInvitation, async (request) => {
    const { influencerId } = request.principal;
    const row = await invitations.acceptInvitation(app.db, app.clock, influencerId, request.params.id);
    const [data] = await withCards(cards, influencerId, [row], app.clock.now());
    return { data: data!, message: INVITATION_MESSAGES.accepted };
  });

  route(app, declineInvitation, async (request) => {
    const { influencerId } = request.principal;
    const row = await invitations.declineInvitation(
      app.db,
      app.clock,
      influencerId,
      request.params.id,
      request.body?.reason,
    );
    const [data] = await withCards(cards, influencerId, [row], app.clock.now());
    return { data: data!, message: INVITATION_MESSAGES.declined };
  });
}
