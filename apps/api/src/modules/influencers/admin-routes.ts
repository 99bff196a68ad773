import {
  ADMIN_INFLUENCER_MESSAGES,
  getAdminInfluencer,
  listAdminInfluencers,
  updateAdminInfluencer,
} from '@ih/contract/admin-influencers';
import { paginationOf } from '@ih/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { forbidden } from '../../lib/app-error.ts';
import { getInfluencer, listInfluencers, setInfluencerStatus } from './admin-service.ts';

export async function adminInfluencerRoutes(app: FastifyInstance) {
  route(app, listAdminInfluencers, async (request) => {
    const staff = request.principal;
    const { page, limit } = request.query;
    const { items, total } = await listInfluencers(app.deps, staff, request.query);
    return {
      data: items,
      message: ADMIN_INFLUENCER_MESSAGES.listed,
      pagination: paginationOf(page, limit, total),
    };
  });

  route(app, getAdminInfluencer, async (request) => {
    const staff = request.principal;
    return {
      data: await getInfluencer(app.deps, staff, request.params.id),
      message: ADMIN_INFLUENCER_MESSAGES.fetched,
    };
  });

  route(app, updateAdminInfluencer, async (request) => {
    const staff = request.principal;
    // Suspending shuts a creator out of the whole platform, not one brand: an admin decision.
    if (staff.role !== 'admin') throw forbidden(ADMIN_INFLUENCER_MESSAGES.adminsOnly);
    const row = await setInfluencerStatus(app.deps, staff.staffId, request.params.id, request.body.status);
    return {
      data: { _id: row.id, status: row.status },
      message:
        row.status === 'suspended'
          ? ADMIN_INFLUENCER_MESSAGES.suspended
          : ADMIN_INFLUENCER_MESSAGES.activated,
    };
  });
}
