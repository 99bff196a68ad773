import {
  adminCreateBrand,
  adminGetBrand,
  adminListBrands,
  adminListLatePayouts,
  adminUpdateBrand,
  ADMIN_BRAND_MESSAGES as M,
} from '@ih/contract/admin-brands';
import { paginationOf } from '@ih/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as service from './admin-service.ts';

export async function adminBrandRoutes(app: FastifyInstance) {
  route(app, adminListBrands, async (request) => {
    const { page, limit } = request.query;
    const { items, total } = await service.listBrandsForStaff(app.deps, request.principal, request.query);
    return { data: items, message: M.listed, pagination: paginationOf(page, limit, total) };
  });
  route(app, adminCreateBrand, async (request) => ({
    data: await service.createBrand(app.deps, request.principal, request.body),
    message: M.created,
  }));
  route(app, adminGetBrand, async (request) => ({
    data: await service.getBrandForStaff(app.deps, request.principal, request.params.id),
    message: M.fetched,
  }));
  route(app, adminListLatePayouts, async (request) => ({
    data: await service.latePayoutsForStaff(app.deps, request.principal, request.params.id),
    message: M.latePayouts,
  }));
  route(app, adminUpdateBrand, async (request) => ({
    data: await service.updateBrand(app.deps, request.principal, request.params.id, request.body),
    message: M.updated,
  }));
}
