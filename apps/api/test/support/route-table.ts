import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Operation } from '@ih/contract/operation';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response } from 'light-my-request';
import { z } from 'zod';

/**
 * Every contract operation, read from the contract's modules themselves (not a hand-kept list), so
 * a new operation is fuzzed, matrix-checked and cross-checked against the app's routes the day it is
 * added. Also: fast-check arbitraries generated from an operation's zod schemas (via JSON Schema).
 */
export interface RouteOp extends Operation {
  /** The export's name in its contract module, e.g. `adminGetApplication`. */
  name: string;
  module: string;
  /** `METHOD /path`: the key the isolation matrix and the cross-check use. */
  key: string;
  pathParams: string[];
}

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isOperation(value: unknown): value is Operation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.method === 'string' &&
    METHODS.has(v.method) &&
    typeof v.path === 'string' &&
    v.path.startsWith('/') &&
    typeof v.access === 'string' &&
    Array.isArray(v.tags)
  );
}

async function loadOperations(): Promise<RouteOp[]> {
  const found = new Map<string, RouteOp>();
  const files = readdirSync(CONTRACT_SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files.sort()) {
    const mod: Record<string, unknown> = await import(path.join(CONTRACT_SRC, file));
    for (const [name, value] of Object.entries(mod)) {
      if (!isOperation(value)) continue;
      const key = `${value.method} ${value.path}`;
      const pathParams = [...value.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
      const existing = found.get(key);
      if (existing && existing.name !== name)
        throw new Error(`${key} is defined twice (${existing.name}, ${name})`);
      found.set(key, { ...value, name, module: file, key, pathParams });
    }
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export const operations: RouteOp[] = await loadOperations();
export const operationByKey = new Map(operations.map((op) => [op.key, op]));

/** The upload is registered by hand (its body is a multipart stream); the rest go through route(). */
export const MULTIPART_KEYS = new Set(['POST /v1/files']);
/** Success answers that are bytes, not the JSON envelope (files, PDFs, CSV). */
export const BYTE_RESPONSE_KEYS = new Set([
  'GET /files/:id',
  'POST /v1/collateral/download-file',
  'GET /v1/influencer/payment/:id/receipt',
  'GET /v1/admin/payments/:id/receipt',
]);
/** Server-Sent Events: a successful call never ends by itself (notifications-live.test.ts reads them). */
export const STREAM_KEYS = new Set(['GET /v1/influencer/events', 'GET /v1/admin/events']);

/**
 * `app.inject` for any operation: a stream's answer is taken as soon as its head is written (a 200
 * stream is closed at once, its body empty); an error answer is read whole, as any other.
 */
export async function injectOperation(
  app: FastifyInstance,
  key: string,
  opts: InjectOptions,
): Promise<Response> {
  if (!STREAM_KEYS.has(key)) return app.inject(opts);
  const res = await app.inject({ ...opts, payloadAsStream: true });
  const stream = res.stream();
  let raw = Buffer.alloc(0);
  if (res.statusCode === 200) stream.destroy();
  else {
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
    raw = Buffer.concat(chunks);
  }
  return Object.assign(res, {
    body: raw.toString(),
    rawPayload: raw,
    json: () => JSON.parse(raw.toString()),
  });
}

/** Operations that end the caller's own session: fuzz and matrix give them a throwaway token. */
export const SESSION_ENDING_KEYS = new Set(['POST /v1/influencer/logout', 'POST /v1/admin/logout']);

/**
 * Routes the app registers without a contract operation, each with the reason. Anything else the
 * app registers must be an operation (the cross-check test fails otherwise).
 */
export const INFRASTRUCTURE_ROUTES: Record<string, string> = {
  'GET /docs': 'Swagger UI (@fastify/swagger-ui)',
  'GET /docs/static/index.html': 'Swagger UI',
  'GET /docs/static/swagger-initializer.js': 'Swagger UI',
  'GET /docs/static/*': 'Swagger UI assets',
  'GET /docs/json': 'OpenAPI document (Swagger UI)',
  'GET /docs/yaml': 'OpenAPI document (Swagger UI)',
  'GET /docs/openapi.json': 'OpenAPI document',
  'GET /static/*': 'platform logos and flags (@fastify/static)',
  'GET /pincode/*': 'fallback of GET /pincode/:pin for paths the :pin router refuses (too long, slashes)',
};

/** A fixed uuid no fixture row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// ---------------------------------------------------------------------------------------------------
// Arbitraries from the schemas

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** The JSON Schema of what a zod schema accepts (its input side; transforms become `{}`). */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values from the fixture world that make valid-shaped requests reach real rows. */
export interface IdPool {
  ids: string[];
  codes: string[];
  fileUrls: string[];
  contacts: string[];
}

const ID_NAME = /(^id$|Id$|_id$|^taskId$|^deliverableType$|^campaignId$)/;

function stringArb(s: JsonSchema, name: string, pool: IdPool): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 40));
  const plain = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  const picks: fc.Arbitrary<string>[] = [];
  if (s.format === 'uuid' || ID_NAME.test(name)) {
    picks.push(fc.constantFrom(...pool.ids, UNKNOWN_ID), fc.uuid());
    if (!s.format) picks.push(fc.constantFrom(...pool.codes));
  } else if (s.format === 'date') {
    picks.push(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  } else if (s.format === 'date-time') {
    picks.push(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  } else if (s.pattern) {
    picks.push(fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 10_000)));
  }
  if (/fileUrl|task_proof|imageUrl|logo/.test(name)) picks.push(fc.constantFrom(...pool.fileUrls));
  if (/contact|email/.test(name)) picks.push(fc.constantFrom(...pool.contacts), fc.emailAddress());
  if (/mobile/.test(name)) picks.push(fc.stringMatching(/^[6-9]\d{9}$/));
  if (/pincode|pin$/.test(name)) picks.push(fc.stringMatching(/^[1-9]\d{5}$/));
  if (/link|url|website/i.test(name)) picks.push(fc.webUrl());
  // A browser's push subscription (design §19): an https endpoint and keys of the right lengths.
  if (name === 'endpoint') picks.push(fc.webUrl({ validSchemes: ['https'] }));
  if (name === 'p256dh') picks.push(fc.stringMatching(/^B[A-Za-z0-9_-]{86}$/));
  if (name === 'auth') picks.push(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/));
  if (/description/.test(name))
    picks.push(
      fc.lorem({ maxCount: 12 }).filter((v) => v.length >= min && v.length <= (s.maxLength ?? 5000)),
    );
  // Mostly the realistic picks (they reach the services), sometimes any text the schema allows.
  return picks.length
    ? fc.oneof({ arbitrary: fc.oneof(...picks), weight: 4 }, { arbitrary: plain, weight: 1 })
    : plain;
}

/** Values a schema accepts (or nearly: refinements are not in JSON Schema), biased to the fixtures. */
export function arbitraryOf(
  s: JsonSchema | undefined,
  pool: IdPool,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(undefined);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, pool, name, depth + 1)));
  if (s.allOf?.[0]) return arbitraryOf(s.allOf[0], pool, name, depth + 1);
  if (Array.isArray(s.type))
    return fc.oneof(...s.type.map((t) => arbitraryOf({ ...s, type: t }, pool, name, depth + 1)));
  switch (s.type) {
    case 'string':
      return stringArb(s, name, pool);
    case 'integer':
    case 'number': {
      const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
      const max = Math.min(s.maximum ?? 1_000_000, 1_000_000_000);
      return fc.integer({ min: Math.max(min, -1_000_000_000), max: Math.max(min, max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(s.items, pool, name, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = arbitraryOf(sub, pool, key, depth + 1);
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Query values as a browser sends them: strings (arrays as repeated keys). */
export function asQueryValues(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v)
      ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
      : typeof v === 'string'
        ? v
        : JSON.stringify(v);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// What a request changed in the database

/**
 * Row triggers on every table of the test database append (table, operation) to a log in the same
 * transaction, so a rolled-back change leaves nothing and an UPDATE that keeps the row count the
 * same is still seen. Comparing the log's high-water mark before and after a request tells whether
 * it changed anything, with one indexed query.
 */
export interface ChangeLog {
  mark(): Promise<number>;
  /** Changes after a mark, grouped: `table:OP` → rows. */
  since(mark: number): Promise<Record<string, number>>;
}

export async function installChangeLog(pool: {
  query: (sql: string, args?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}): Promise<ChangeLog> {
  await pool.query(`
    create table if not exists test_change_log (id bigserial primary key, tbl text not null, op text not null);
    create or replace function test_change_log_row() returns trigger language plpgsql as $$
    begin insert into test_change_log (tbl, op) values (tg_table_name, tg_op); return null; end $$;`);
  const { rows } = await pool.query(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_change_log'`,
  );
  for (const { table_name } of rows) {
    await pool.query(
      `create or replace trigger test_change_log_t after insert or update or delete on "${String(table_name)}"
         for each row execute function test_change_log_row()`,
    );
  }
  return {
    async mark() {
      const r = await pool.query('select coalesce(max(id), 0)::int as m from test_change_log');
      return Number(r.rows[0]?.m ?? 0);
    },
    async since(mark) {
      const r = await pool.query(
        'select tbl, op, count(*)::int as n from test_change_log where id > $1 group by tbl, op',
        [mark],
      );
      return Object.fromEntries(r.rows.map((x) => [`${x.tbl}:${x.op}`, Number(x.n)]));
    },
  };
}
