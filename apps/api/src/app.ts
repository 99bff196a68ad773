import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { JSON_BODY_LIMIT, WORK_FILE_MAX_BYTES } from '@ih/contract/constants';
import { isPublicDocumentPath } from '@ih/contract/web-documents';
import Fastify, { type FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { HealthFastPath, healthRoutes } from './http/health.ts';
import { postgresRateLimitStore } from './http/rate-limit-store.ts';
import { type LogDestination, loggerOptions, OneLinePerRequest } from './http/request-log.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { Deps } from './lib/deps.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SmsSender } from './lib/sms.ts';
import type { Storage } from './lib/storage.ts';
import { agreementsRoutes } from './modules/agreements/routes.ts';
import { applicationsRoutes } from './modules/applications/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { brandRequestsRoutes } from './modules/brand-requests/routes.ts';
import { brandTeamRoutes } from './modules/brand-team/routes.ts';
import { brandsRoutes } from './modules/brands/routes.ts';
import { campaignsRoutes } from './modules/campaigns/routes.ts';
import { catalogueCachePlugin } from './modules/catalogue/cache.ts';
import { discoveryRoutes } from './modules/discovery/routes.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { influencersRoutes } from './modules/influencers/routes.ts';
import { invitationsRoutes } from './modules/invitations/routes.ts';
import { languageRoutes } from './modules/language/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { liveRoutes } from './modules/notifications/live/routes.ts';
import { pushRoutes } from './modules/notifications/push/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { taxRoutes } from './modules/payments/tax/routes.ts';
import { payoutsRoutes } from './modules/payouts/routes.ts';
import { pincodeRoutes } from './modules/pincode/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { resultsRoutes } from './modules/results/routes.ts';
import { savedRoutes } from './modules/saved/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shortlistsRoutes } from './modules/shortlists/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { submissionsRoutes } from './modules/submissions/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { createMailer, mailPlugin } from './plugins/mail.ts';
import { createSmsSender, smsPlugin } from './plugins/sms.ts';
import { createStorage, storagePlugin } from './plugins/storage.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: Storage;
  /** What rules read the time from; tests pass a clock they move. */
  clock?: Clock;
  /** Where log lines go (stdout by default); tests read them here. */
  logDestination?: LogDestination;
}

/**
 * Builds the Fastify instance: external plugins, then ours, then the domain modules. Tests call
 * this with their own database; server.ts calls it with the real one.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const health = new HealthFastPath();
  const app = Fastify({
    serverFactory: health.serverFactory(),
    logger: loggerOptions(config, opts.logDestination),
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT,
    // Long path parameters (a pasted URL as an id) reach the route and get our 404/400, not Fastify's bare 414.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: 'all' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers made per request (JSON lists of 20–30 KB) are gzipped or brotli'd at a light level; the
  // web build's files are already compressed at build time and served as they are. Request bodies
  // are never inflated (no decompression of uploads: a small gzip could expand to gigabytes).
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Counters that cannot be reached must not take the site down with them.
    skipOnError: true,
    ...rateLimitStore(app, config, opts.database.db),
  });
  await app.register(multipart, { limits: { fileSize: WORK_FILE_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Influence Hub API',
        version: '1.0.0',
        description: 'The creator app, staff console and file calls of Influence Hub.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ skipList: ['/docs/openapi.json'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: opts.database });
  await app.register(authPlugin);
  await app.register(catalogueCachePlugin);
  await app.register(mailPlugin, { mailer: opts.mailer ?? createMailer(config, app.log) });
  await app.register(smsPlugin, { sms: opts.sms ?? createSmsSender(config, app.log) });
  await app.register(storagePlugin, {
    storage: opts.storage ?? createStorage(config),
  });
  app.decorate('config', config);
  app.decorate('clock', opts.clock ?? systemClock);
  app.decorate('draining', false);
  app.decorate('deps', {
    db: app.db,
    storage: app.storage,
    clock: app.clock,
    log: app.log,
    config,
    mailer: app.mailer,
    sms: app.sms,
  } satisfies Deps);

  // Our own static assets: platform logos and flags that reference data points to.
  await app.register(fastifyStatic, {
    root: path.resolve(import.meta.dirname, '../static'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });
  await app.register(healthRoutes, { fastPath: health });
  for (const routes of [
    referenceRoutes,
    pincodeRoutes,
    authRoutes,
    influencersRoutes,
    brandsRoutes,
    campaignsRoutes,
    savedRoutes,
    languageRoutes,
    invitationsRoutes,
    agreementsRoutes,
    applicationsRoutes,
    submissionsRoutes,
    paymentsRoutes,
    filesRoutes,
    staffRoutes,
    notificationsRoutes,
    liveRoutes,
    settingsRoutes,
    messagesRoutes,
    taxRoutes,
    brandRequestsRoutes,
    brandTeamRoutes,
    discoveryRoutes,
    shortlistsRoutes,
    payoutsRoutes,
    resultsRoutes,
    pushRoutes,
  ]) {
    await app.register(routes);
  }

  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(path.join(webDist, 'index.html'))) await serveWebApp(app, webDist);
  return app;
}

/** Where request counters live (config.rateLimitStore, design §14). */
function rateLimitStore(app: FastifyInstance, config: Config, db: Database['db']) {
  if (config.rateLimitStore === 'postgres') return { store: postgresRateLimitStore(db) };
  if (config.rateLimitStore === 'redis' && config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (err) => app.log.warn({ err }, 'rate limits: Redis is unreachable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    return { redis, nameSpace: 'ih-rate-limit:' };
  }
  return {};
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** The services' dependencies (lib/deps.ts), passed from routes. */
    deps: Deps;
  }
}

const API_PREFIXES = ['/v1', '/pincode', '/files', '/static', '/docs', '/healthz'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/** Files of the installable app's shell whose names do not change between builds (docs/decisions/040). */
const UNHASHED_SHELL_FILES = new Set(['offline.html', 'offline.js', 'manifest.webmanifest']);

/** Serves the built React app; any other GET that is not an API path gets index.html (client routing). */
async function serveWebApp(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    decorateReply: true,
    // The build writes .br and .gz beside each asset; browsers that accept them get those.
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      // Vite names assets by content hash, so they never change under a name.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker and the files it names are not hashed: the browser asks each time, so a new
      // build reaches phones on their next visit (docs/decisions/040). Its .br or .gz copy counts too.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (name === 'sw.js') {
        res.header('cache-control', 'no-cache');
        res.header('service-worker-allowed', '/');
      } else if (UNHASHED_SHELL_FILES.has(name)) res.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) return reply.callNotFound();
    const file = url.slice(1);
    if (file && !file.includes('..') && existsSync(path.join(root, file)) && path.extname(file))
      return reply.sendFile(file);
    reply.header('cache-control', 'no-cache');
    // Landing and sign-in have their own light document (see docs/decisions/009).
    return reply.sendFile(isPublicDocumentPath(url) ? 'public.html' : 'index.html');
  });
}
