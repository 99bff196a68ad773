import { paginationOf } from '@ih/contract/envelope';
import { istDay } from '@ih/contract/payout-terms';
import { listWork, WORK_MESSAGES } from '@ih/contract/work';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { cachedCampaignWires } from '../campaigns/fragments.ts';
import { unreadFromStaff } from '../messages/unread.ts';
import { readSubmissions } from '../submissions/read.ts';
import { listWorkPage, loadHistory } from './work-repository.ts';
import { toWorkItem } from './work-wire.ts';

export async function workRoutes(app: FastifyInstance) {
  route(app, listWork, async (request) => {
    const { influencerId } = request.principal;
    const { page, limit, ...filter } = request.query;
    const { rows, total } = await listWorkPage(app.db, { influencerId, ...filter }, page, limit);
    const ids = rows.map((r) => r.id);
    const [campaignsById, submissions, history, unread] = await Promise.all([
      cachedCampaignWires(
        app.db,
        app.database.pool,
        app.catalogueCache,
        rows.map((r) => r.campaignId),
        influencerId,
        istDay(app.clock.now()),
      ),
      readSubmissions(app.db, ids),
      loadHistory(app.db, ids),
      unreadFromStaff(app.db, ids),
    ]);
    const data = rows.flatMap((row) => {
      // Applications always have their campaign (foreign key); the guard only satisfies the types.
      const campaign = campaignsById.get(row.campaignId);
      return campaign
        ? [
            toWorkItem(
              app.deps,
              row,
              campaign,
              submissions.get(row.id) ?? [],
              history.get(row.id) ?? [],
              unread.get(row.id) ?? 0,
            ),
          ]
        : [];
    });
    return {
      message: WORK_MESSAGES.listed,
      data,
      pagination: paginationOf(page, limit, total),
    };
  });
}
