import { getReferenceLists, listBrandNiches, listCategories, listCountries } from '@ih/contract/reference';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/route.ts';
import { referenceService } from './service.ts';

/** The lists change only with a deploy, so browsers and proxies may reuse them for a while. */
function cacheable<T>(reply: FastifyReply, data: T, message: string) {
  reply.header('cache-control', 'public, max-age=300');
  return { data, message };
}

export async function referenceRoutes(app: FastifyInstance) {
  route(app, listCategories, async (_request, reply) =>
    cacheable(reply, await referenceService.categories(app.db), 'Categories fetched successfully'),
  );
  route(app, listCountries, async (_request, reply) =>
    cacheable(reply, await referenceService.countries(app.db), 'Countries fetched successfully'),
  );
  route(app, listBrandNiches, async (_request, reply) =>
    cacheable(reply, await referenceService.niches(app.db), 'Brand niches fetched successfully'),
  );
  route(app, getReferenceLists, async (_request, reply) =>
    cacheable(reply, await referenceService.all(app.db), 'Reference lists fetched successfully'),
  );
}
