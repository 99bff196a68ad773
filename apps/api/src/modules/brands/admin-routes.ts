import {
  adminCreateBrand,
  adminGetBrand,
  adminListBrands,
  adminListLatePayouts,
  adminUpdateBrand,
} from '@ih/contract/admin-brands';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as service from './admin-service.ts';

export async function adminBrandRoutes(app: FastifyInstance) {
  route(app, adminListBrands, async (request) =>
    service.listBrandsForStaff(app.deps, request.principal, request.query),
  );
  route(app, adminCreateBrand, async (request) =>
    service.createBrand(app.deps, request.principal, request.body),
  );
  route(app, adminGetBrand, async (request) =>
    service.getBrandForStaff(app.deps, request.principal, request.params.id),
  );
  route(app, adminListLatePayouts, async (request) =>
    service.latePayoutsForStaff(app.deps, request.principal, request.params.id),
  );
  route(app, adminUpdateBrand, async (request) =>
    service.updateBrand(app.deps, request.principal, request.params.id, request.body),
  );
}
