import {
  ADMIN_APPLICATION_MESSAGES,
  adminBulkTransition,
  adminGetApplication,
  adminListApplications,
  adminTransitionApplication,
  bulkMoved,
  moved,
} from '@ih/contract/admin-applications';
import { paginationOf } from '@ih/contract/envelope';
import { adminListApplicationEvents, EVENT_MESSAGES } from '@ih/contract/events';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { listApplicationItems } from './admin-list.ts';
import { getDetail, listEvents, transitionMany, transitionOne } from './admin-service.ts';

export async function adminApplicationRoutes(app: FastifyInstance) {
  route(app, adminListApplications, async (request) => {
    const staff = request.principal;
    const { page, limit, ...filter } = request.query;
    const { items, total } = await listApplicationItems(app.db, staff, filter, page, limit);
    return {
      message: ADMIN_APPLICATION_MESSAGES.listed,
      data: items,
      pagination: paginationOf(page, limit, total),
    };
  });

  route(app, adminGetApplication, async (request) => {
    const staff = request.principal;
    const data = await getDetail(app.deps, staff, request.params.id);
    return { message: ADMIN_APPLICATION_MESSAGES.fetched, data };
  });

  route(app, adminListApplicationEvents, async (request) => {
    const data = await listEvents(app.deps, request.principal, request.params.id);
    return { message: EVENT_MESSAGES.listed, data };
  });

  route(app, adminTransitionApplication, async (request) => {
    const staff = request.principal;
    const data = await transitionOne(app.deps, staff, request.params.id, request.body);
    return { message: moved(request.body.to), data };
  });

  route(app, adminBulkTransition, async (request) => {
    const staff = request.principal;
    const { ids, to, ...why } = request.body;
    const data = await transitionMany(app.deps, staff, ids, to, why);
    return {
      message: bulkMoved(data.filter((r) => r.ok).length, data.length),
      data,
    };
  });
}
