import {
  adminCreateCampaign,
  adminGetCampaign,
  adminListCampaignApplicants,
  adminListCampaigns,
  adminUpdateCampaign,
} from '@ih/contract/admin-campaigns';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as service from './admin-service.ts';

export async function adminCampaignRoutes(app: FastifyInstance) {
  route(app, adminListCampaigns, async (request) =>
    service.listCampaignsForStaff(app.deps, request.principal, request.query),
  );
  route(app, adminCreateCampaign, async (request) =>
    service.createCampaign(app.deps, request.principal, request.body),
  );
  route(app, adminGetCampaign, async (request) =>
    service.getCampaignForStaff(app.deps, request.principal, request.params.id),
  );
  route(app, adminUpdateCampaign, async (request) =>
    service.updateCampaign(app.deps, request.principal, request.params.id, request.body),
  );
  route(app, adminListCampaignApplicants, async (request) =>
    service.listApplicants(app.deps, request.principal, request.params.id, request.query),
  );
}
