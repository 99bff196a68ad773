import { paginationOf } from '@ih/contract/envelope';
import {
  addShortlistCreators,
  createShortlist,
  deleteShortlist,
  getShortlist,
  listShortlists,
  removeShortlistCreator,
  SHORTLIST_MESSAGES,
} from '@ih/contract/shortlists';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { contentDisposition } from '../files/serve.ts';
import { shortlistCsv, shortlistFileName } from './csv.ts';
import * as shortlists from './service.ts';

export async function shortlistsRoutes(app: FastifyInstance) {
  route(app, listShortlists, async (request) => {
    const { page, limit } = request.query;
    const { items, total } = await shortlists.listShortlists(app.deps, request.principal, request.query);
    return { data: items, message: SHORTLIST_MESSAGES.listed, pagination: paginationOf(page, limit, total) };
  });

  route(app, createShortlist, async (request) => ({
    data: await shortlists.createShortlist(app.deps, request.principal, request.body),
    message: SHORTLIST_MESSAGES.created,
  }));

  route(app, getShortlist, async (request, reply) => {
    const list = await shortlists.getShortlist(
      app.deps,
      app.database.pool,
      request.principal,
      request.params.id,
    );
    if (request.query.format === 'csv') {
      // A Buffer with its own content type skips the JSON serializer; the 200 schema documents JSON.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', shortlistFileName(list)))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(shortlistCsv(list), 'utf8')) as never;
    }
    return { data: list, message: SHORTLIST_MESSAGES.fetched };
  });

  route(app, deleteShortlist, async (request) => {
    await shortlists.deleteShortlist(app.deps, request.principal, request.params.id);
    return { message: SHORTLIST_MESSAGES.deleted };
  });

  route(app, addShortlistCreators, async (request) => {
    const result = await shortlists.addShortlistCreators(
      app.deps,
      request.principal,
      request.params.id,
      request.body.influencerIds,
    );
    return {
      data: result,
      message: result.added.length ? SHORTLIST_MESSAGES.added : SHORTLIST_MESSAGES.alreadyAdded,
    };
  });

  route(app, removeShortlistCreator, async (request) => {
    const { id, influencerId } = request.params;
    const removed = await shortlists.removeShortlistCreator(app.deps, request.principal, id, influencerId);
    return { message: removed ? SHORTLIST_MESSAGES.removed : SHORTLIST_MESSAGES.notOnList };
  });
}
