import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_STATUS } from '@ih/contract/errors';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers } from '../src/db/schema/accounts.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign, refIds } from './factories/catalogue.ts';
import { multipartBody, pngBytes } from './factories/files.ts';
import { createApplication, createWork } from './factories/pipeline.ts';
import { storeProof } from './factories/results.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  arbitraryOf,
  asQueryValues,
  type ChangeLog,
  type IdPool,
  injectOperation,
  installChangeLog,
  jsonSchemaOf,
  MULTIPART_KEYS,
  operations,
  type RouteOp,
  SESSION_ENDING_KEYS,
} from './support/route-table.ts';

/**
 * Schema-driven fuzzing of every operation as four callers. FUZZ_RUNS sets the number of generated
 * requests (default 10,300, about 190 per operation);
 * FUZZ_SEED replays a run.
 */
const TOTAL = Number(process.env.FUZZ_RUNS) || 10_300;
const SEED = Number(process.env.FUZZ_SEED) || 20261122;
const PER_OP = Math.ceil(TOTAL / operations.length);

type Caller = 'anonymous' | 'creator' | 'admin' | 'brand';
const CALLERS: Caller[] = ['anonymous', 'creator', 'admin', 'brand'];

let ctx: TestContext;
let log: ChangeLog;
let pool: IdPool;
const tokens: Record<Exclude<Caller, 'anonymous'>, string> = { creator: '', admin: '', brand: '' };
let creatorId = '';
let staffIds = { admin: '', brand: '' };

const stats = {
  sent: 0,
  byClass: {} as Record<string, number>,
  byCaller: {} as Record<string, number>,
  rejected: 0,
};

beforeAll(async () => {
  ctx = await createTestContext({
    env: { RATE_LIMIT_PER_MINUTE: '10000000', OTP_SENDS_PER_IP: '10000000', OTP_CHECKS_PER_IP: '10000000' },
  });
  const db = ctx.db;
  const [brand1, brand2] = [await createBrand(db), await createBrand(db)];
  const creator = await createInfluencer(db);
  const victim = await createInfluencer(db);
  creatorId = creator.id;
  const admin = await createStaff(db, { role: 'admin' });
  const brandStaff = await createStaff(db, { role: 'brand', brandIds: [brand1.id] });
  // Brand 1's team has a member to remove, and a company waits for a decision (issue 28).
  const teammate = await createStaff(db, { role: 'brand', brandIds: [brand1.id], brandRole: 'member' });
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/v1/brand/join',
    payload: {
      companyName: 'Fuzz Foods',
      contactName: 'Ravi Kumar',
      email: 'fuzz.foods@company.example.in',
      website: 'fuzzfoods.example.in',
      category: await refIds.niche(db),
    },
  });
  const [brandRequest] = (await ctx.database.pool.query<{ id: string }>('select id from brand_requests'))
    .rows;
  staffIds = { admin: admin.id, brand: brandStaff.id };
  tokens.creator = await tokenFor(db, { influencerId: creator.id });
  tokens.admin = await tokenFor(db, { staffId: admin.id });
  tokens.brand = await tokenFor(db, { staffId: brandStaff.id });

  const works = [];
  for (const status of ['accepted', 'approved', 'rework', 'final posted'] as const)
    works.push(await createWork(db, { influencerId: creator.id, brandId: brand1.id, status }));
  const open = await createCampaign(db, { brandId: brand2.id });
  const victimApp = await createApplication(db, {
    influencerId: victim.id,
    campaignId: open.id,
    status: 'pending',
  });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/payments',
    headers: authHeader(tokens.admin),
    payload: { influencerId: creator.id, applicationIds: [works[3]?.applicationId], paymentMethod: 'UPI' },
  });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/v1/files',
    ...multipartBody({}, { filename: 'work.png', contentType: 'image/png', bytes: pngBytes() }),
    headers: {
      ...multipartBody({}, { filename: 'x.png', bytes: pngBytes() }).headers,
      ...authHeader(tokens.creator),
    },
  });
  // A shortlist of the brand person's brand, with the creator on it: its routes get real ids too.
  const list = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/shortlists',
    headers: authHeader(tokens.brand),
    payload: { brandId: brand1.id, name: 'Festive longlist' },
  });
  const shortlistId = list.json().data?._id ?? open.id;
  await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/shortlists/${shortlistId}/creators`,
    headers: authHeader(tokens.brand),
    payload: { influencerIds: [creator.id, victim.id] },
  });
  // A reading on the live work (design §17), so the results routes get a real id to chew on.
  const live = works[3];
  const proof = await storeProof(ctx.app, creator.id);
  const reading = await ctx.app.inject({
    method: 'POST',
    url: `/v1/influencer/apply/${live?.applicationId}/metrics`,
    headers: authHeader(tokens.creator),
    payload: {
      postUrl: 'https://www.instagram.com/p/example/',
      views: 10,
      likes: 1,
      comments: 1,
      proofFileId: proof,
    },
  });
  // An accepted application with an agreement to sign (design §16): its routes get a real id too.
  const termsCampaign = await createCampaign(db, { brandId: brand1.id, agreementRequired: true });
  const signable = await createApplication(db, {
    influencerId: creator.id,
    campaignId: termsCampaign.id,
    status: 'pending',
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/applications/${signable.id}/transition`,
    headers: authHeader(tokens.brand),
    payload: { to: 'accepted', final_amount: 4000 },
  });
  pool = {
    ids: [
      reading.json().data?._id ?? open.id,
      proof,
      signable.id,
      shortlistId,
      brand1.id,
      brand2.id,
      creator.id,
      victim.id,
      open.id,
      victimApp.id,
      teammate.id,
      brandRequest?.id ?? asked.body,
      paid.json().data?._id ?? open.id,
      ...works.flatMap((w) => [w.applicationId, w.campaignId, ...w.platformIds, ...w.deliverableIds]),
    ],
    codes: [open.code, ...works.map((w) => w.code)],
    fileUrls: [upload.json().data?.fileUrl ?? '/files/x', 'data:image/png;base64,iVBORw0KGgo='],
    contacts: [creator.email, creator.mobileNumber, victim.email, 'nobody@example.com'],
  };
  log = await installChangeLog(ctx.database.pool);
  watermark = await log.mark();
});

afterAll(async () => {
  console.log(
    `fuzz: ${stats.sent} requests (seed ${SEED}), ${operations.length} operations x ${CALLERS.length} callers; ` +
      `${stats.rejected} rejected, none changed the database; by status ${JSON.stringify(stats.byClass)}; ` +
      `by caller ${JSON.stringify(stats.byCaller)}`,
  );
  console.log(`fuzz: ${Math.round(timing.check / 1000)} s in requests and checks`);
  await ctx?.close();
});

// ---------------------------------------------------------------------------------------------------
// Generators

const deep = (n: number) => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const smallJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    ' ',
    '0',
    'true',
    'null',
    '1e400',
    'NaN',
    '-1',
    '<script>alert(1)</script>',
    "'; drop table influencers; --",
    '\u0000',
    '\u202eevil',
    '👩🏽‍💻'.repeat(20),
    '%00',
    '../../etc/passwd',
    [],
    {},
    { $gt: '' },
  ),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(deep(300)),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: smallJunk, weight: 30 },
  // Huge strings cost time on every hop; a few in each run are enough.
  { arbitrary: fc.constant('x'.repeat(60_000)), weight: 1 },
);

const nastyParam = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '1',
    '-1',
    '0',
    '1e999',
    'null',
    'undefined',
    '[object Object]',
    "1' or '1'='1",
    '../../etc/passwd',
    '..%2F..%2Fetc',
    '%00',
    'CMP-000001',
    'CMP-99999999999999',
    '00000000-0000-0000-0000-00000000000g',
    '{{7*7}}',
    'a'.repeat(101),
    'a'.repeat(3000),
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  fc.uuid().map((u) => u.toUpperCase()),
);

interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const rawBodies = (valid: unknown): fc.Arbitrary<{ type?: string; payload: string | Buffer }> =>
  fc.constantFrom(
    { type: 'application/json', payload: '{' },
    { type: 'application/json', payload: '{"a":}' },
    { type: 'application/json', payload: '' },
    { type: 'application/json', payload: 'nul' },
    { type: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
    {
      type: 'application/json',
      payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    },
    { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { type: 'application/json', payload: `${JSON.stringify(valid ?? {})}garbage` },
    { type: 'application/json; charset=utf-16', payload: JSON.stringify(valid ?? {}) },
    { type: 'text/plain', payload: JSON.stringify(valid ?? {}) },
    { type: 'application/x-www-form-urlencoded', payload: 'a=1&b[c]=2' },
    {
      type: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    },
    { type: 'multipart/form-data', payload: 'garbage' },
    {
      type: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
    },
    { type: 'image/png', payload: pngBytes() },
    { type: undefined, payload: JSON.stringify(valid ?? {}) },
  );

function mutate(valid: unknown, kind: number, junk: unknown, key: string): unknown {
  const obj = valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...(valid as object) } : {};
  const keys = Object.keys(obj);
  const k = keys.length ? (keys[kind % keys.length] ?? key) : key;
  switch (kind % 5) {
    case 0: // a field missing
      delete (obj as Record<string, unknown>)[k];
      return obj;
    case 1: // a field of the wrong type or shape
      return { ...obj, [k]: junk };
    case 2: // unknown fields, prototype keys included
      return JSON.parse(
        JSON.stringify({
          ...obj,
          [key]: junk,
          isAdmin: true,
          role: 'admin',
          influencerId: pool.ids[0],
        }).replace(/^\{/, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},'),
      );
    case 3: // numbers as strings and strings as numbers
      return Object.fromEntries(
        Object.entries(obj).map(([a, b]) => [
          a,
          typeof b === 'number' ? String(b) : typeof b === 'string' ? 12 : b,
        ]),
      );
    default: // not an object at all
      return junk;
  }
}

function requestArb(op: RouteOp): fc.Arbitrary<{ caller: Caller; shape: string; req: Built }> {
  const params = jsonSchemaOf(op.params);
  const query = jsonSchemaOf(op.query);
  const body = jsonSchemaOf(op.body);
  const validParams = params ? arbitraryOf(params, pool) : fc.constant({});
  const validQuery = query ? arbitraryOf(query, pool) : fc.constant({});
  const validBody = body && !MULTIPART_KEYS.has(op.key) ? arbitraryOf(body, pool) : fc.constant(undefined);
  const shape = fc.constantFrom('valid', 'valid', 'mutated', 'mutated', 'junk', 'raw');
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      shape,
      params: validParams,
      badParam: nastyParam,
      encode: fc.boolean(),
      query: validQuery,
      body: validBody,
      mutation: fc.nat(),
      junk: junkValue,
      junkKey: fc.constantFrom(
        'page',
        'limit',
        'status',
        'id',
        'extra',
        'taskId',
        'search',
        '__proto__',
        'a[b]',
      ),
      raw: rawBodies(undefined),
      ip: fc.ipV4(),
      anonAuth: fc.constantFrom(
        undefined,
        'Bearer ',
        'Bearer x',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'A'.repeat(5000)}`,
      ),
    })
    .map((g) => {
      const bad = g.shape !== 'valid';
      const p = { ...(g.params as Record<string, unknown>) };
      if (bad && op.pathParams.length && g.mutation % 2 === 0) p[op.pathParams[0] ?? 'id'] = g.badParam;
      const url = op.path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
        const v = String(p[name] ?? '');
        return g.encode || !bad ? encodeURIComponent(v) : v.replace(/[?#\s]/g, encodeURIComponent);
      });
      let q = asQueryValues(g.query);
      if (bad && g.mutation % 3 === 0) q = asQueryValues(mutate(g.query, g.mutation, g.junk, g.junkKey));
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) search.append(k, one);
      const headers: Record<string, string> = { 'x-forwarded-for': g.ip };
      if (g.caller !== 'anonymous') Object.assign(headers, authHeader(tokens[g.caller]));
      else if (g.anonAuth) headers.authorization = g.anonAuth;
      const req: Built = { method: op.method, url: search.size ? `${url}?${search}` : url, headers };
      const hasBody = op.method !== 'GET';
      if (MULTIPART_KEYS.has(op.key)) {
        const file = g.mutation % 4 === 0 ? Buffer.from(String(g.junk)) : pngBytes();
        const m = multipartBody(bad ? { purpose: String(g.junk).slice(0, 40) } : {}, {
          filename: g.shape === 'junk' ? String(g.badParam) : 'x.png',
          contentType: 'image/png',
          bytes: file,
        });
        if (g.shape === 'raw')
          Object.assign(req, {
            payload: g.raw.payload,
            headers: { ...headers, 'content-type': g.raw.type ?? '' },
          });
        else Object.assign(req, { payload: m.payload, headers: { ...headers, ...m.headers } });
      } else if (g.shape === 'raw' && hasBody) {
        req.payload = g.raw.payload;
        if (g.raw.type) headers['content-type'] = g.raw.type;
      } else if (hasBody && (g.body !== undefined || bad)) {
        const value =
          g.shape === 'valid'
            ? g.body
            : g.shape === 'junk'
              ? g.junk
              : mutate(g.body, g.mutation, g.junk, g.junkKey);
        req.payload = JSON.stringify(value ?? null);
        headers['content-type'] = 'application/json';
      }
      return { caller: g.caller, shape: g.shape, req };
    });
}

// ---------------------------------------------------------------------------------------------------
// The properties

const filesOnDisk = () => readdirSync(path.join(ctx.dataDir, 'files'), { recursive: true }).length;
const ALLOWED_ON_REJECT: Record<string, RegExp> = {
  // Counting sign-in attempts and wrong codes is what the limits are made of.
  '/v1/influencer/send-otp': /^rate_limits:/,
  '/v1/admin/send-otp': /^rate_limits:/,
  '/v1/influencer/verify-otp': /^(rate_limits:|otp_challenges:UPDATE$)/,
  '/v1/admin/verify-otp': /^(rate_limits:|otp_challenges:UPDATE$)/,
  // The join form is limited as sign-in codes are (design §15).
  '/v1/brand/join': /^rate_limits:/,
  // Signing codes are the sign-in codes (design §16): a wrong one is counted the same way.
  '/v1/influencer/apply/:applicationId/agreement/sign': /^(rate_limits:|otp_challenges:UPDATE$)/,
  '/v1/admin/applications/:id/agreement/sign': /^(rate_limits:|otp_challenges:UPDATE$)/,
};

/** Puts back what a successful request may take away from the callers (a suspension, a session). */
async function heal(op: RouteOp, status: number): Promise<boolean> {
  if (status >= 300 || op.key !== 'PATCH /v1/admin/influencers/:id') return false;
  await ctx.db.update(influencers).set({ status: 'active' }).where(eq(influencers.id, creatorId));
  tokens.creator = await tokenFor(ctx.db, { influencerId: creatorId });
  return true;
}

async function check(op: RouteOp, caller: Caller, shape: string, req: Built) {
  if (SESSION_ENDING_KEYS.has(op.key) && caller !== 'anonymous') {
    const who = caller === 'creator' ? { influencerId: creatorId } : { staffId: staffIds[caller] };
    req.headers = { ...req.headers, ...authHeader(await tokenFor(ctx.db, who)) };
    watermark = await log.mark();
  }
  const before = watermark;
  const diskBefore = MULTIPART_KEYS.has(op.key) ? filesOnDisk() : 0;
  const t0 = performance.now();
  const res = await injectOperation(ctx.app, op.key, {
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  timing.inject += performance.now() - t0;
  const status = res.statusCode;
  stats.sent++;
  const cls = `${Math.floor(status / 100)}xx`;
  stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
  stats.byCaller[caller] = (stats.byCaller[caller] ?? 0) + 1;
  const fail = (what: string) => {
    throw new Error(
      `${what}: ${caller} ${shape}: ${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.headers['content-type'] ?? '')} ` +
        `body=${String(req.payload ?? '').slice(0, 300)} -> ${status} ${res.body.slice(0, 300)}`,
    );
  };
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500) fail('5xx');
  if (/html/.test(type)) fail('answered HTML');
  watermark = await log.mark();
  if (status >= 400) {
    stats.rejected++;
    if (!type.startsWith('application/json')) fail('4xx not JSON');
    let body: { success?: unknown; message?: unknown; code?: unknown } = {};
    try {
      body = res.json();
    } catch {
      fail('4xx body does not parse');
    }
    if (body.success !== false) fail('4xx without success: false');
    if (typeof body.message !== 'string' || !body.message.trim()) fail('4xx without a message');
    if (typeof body.code !== 'string' || !body.code) fail('4xx without a code');
    if (ERROR_STATUS[body.code as keyof typeof ERROR_STATUS] !== status)
      fail(`code ${String(body.code)} is not ${status}`);
    if (watermark !== before) {
      const changed = Object.keys(await log.since(before)).filter(
        (k) => !ALLOWED_ON_REJECT[op.path]?.test(k),
      );
      if (changed.length) fail(`a rejected request changed the database (${changed.join(', ')})`);
    }
    if (MULTIPART_KEYS.has(op.key) && filesOnDisk() !== diskBefore) fail('a refused upload left a file');
  }
  if (await heal(op, status)) watermark = await log.mark();
  timing.check += performance.now() - t0;
}
const timing = { inject: 0, check: 0 };
/** The change log's mark after the last request: the next request's "before". */
let watermark = 0;

describe('fuzzing every operation', () => {
  for (const op of operations) {
    it(`${op.key}: never 5xx, 4xx in the envelope, rejected requests change nothing`, async () => {
      const out = await fc.check(
        fc.asyncProperty(requestArb(op), async ({ caller, shape, req }) => check(op, caller, shape, req)),
        { numRuns: PER_OP, seed: SEED + operations.indexOf(op), endOnFailure: true },
      );
      // Our own error names the request in a few hundred characters; fast-check's would print it whole.
      if (out.failed) throw out.errorInstance;
    });
  }

  it('left no polluted prototype behind', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(stats.sent).toBeGreaterThanOrEqual(TOTAL);
    if (!process.env.FUZZ_RUNS) expect(stats.sent).toBeGreaterThanOrEqual(10_000);
  });
});
