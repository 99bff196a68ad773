import { adminAddBrandMember, adminListBrandMembers, adminRemoveBrandMember } from '@ih/contract/brand-team';
import { BRAND_TEAM_MESSAGES as M } from '@ih/contract/brand-team-messages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { addMember, listTeam, removeMember } from './service.ts';

/** A brand's team (design §15): its people, added and removed by its owners and by admins. */
export async function brandTeamRoutes(app: FastifyInstance) {
  route(app, adminListBrandMembers, async (request) => ({
    data: await listTeam(app.deps, request.principal, request.params.id),
    message: M.listed,
  }));

  route(app, adminAddBrandMember, async (request) => {
    const { member, outcome, brand } = await addMember(
      app.deps,
      request.principal,
      request.params.id,
      request.body,
    );
    const message =
      outcome === 'added'
        ? M.added(member.name, brand)
        : outcome === 'roleChanged'
          ? M.roleChanged(member.name, member.role)
          : M.unchanged(member.name);
    return { data: member, message };
  });

  route(app, adminRemoveBrandMember, async (request) => {
    const { name } = await removeMember(
      app.deps,
      request.principal,
      request.params.id,
      request.params.staffId,
    );
    return { message: M.removed(name) };
  });
}
