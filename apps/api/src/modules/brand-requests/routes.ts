import {
  adminApproveBrandRequest,
  adminListBrandRequests,
  adminRejectBrandRequest,
  brandJoin,
} from '@ih/contract/brand-requests';
import { BRAND_JOIN_PAGE_MESSAGES, BRAND_REQUEST_MESSAGES as M } from '@ih/contract/brand-requests-messages';
import { paginationOf } from '@ih/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { approveRequest, listRequests, rejectRequest, requestToJoin } from './service.ts';

/** A company's request to join (public), and the admins' review of requests (design §15). */
export async function brandRequestsRoutes(app: FastifyInstance) {
  route(app, brandJoin, async (request) => {
    const { email } = await requestToJoin(app.deps, request.body, request.ip);
    return { data: { email, status: 'pending' as const }, message: BRAND_JOIN_PAGE_MESSAGES.received };
  });

  route(app, adminListBrandRequests, async (request) => {
    const { page, limit } = request.query;
    const { items, total } = await listRequests(app.deps, request.query);
    return { data: items, message: M.listed, pagination: paginationOf(page, limit, total) };
  });

  route(app, adminApproveBrandRequest, async (request) => {
    const data = await approveRequest(app.deps, request.principal, request.params.id);
    return { data, message: M.approved(data.companyName, data.email) };
  });

  route(app, adminRejectBrandRequest, async (request) => {
    const data = await rejectRequest(app.deps, request.principal, request.params.id, request.body.reason);
    return { data, message: M.rejected(data.email) };
  });
}
