import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';
import { INFRASTRUCTURE_ROUTES, MULTIPART_KEYS, operationByKey, operations } from './support/route-table.ts';

// Every route the app registers, collected by an onRoute hook added the moment Fastify is created
// (before any plugin), so nothing registered later escapes it.
const registered = vi.hoisted(() => [] as { method: string; url: string; zod: boolean }[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = (opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const method of methods) {
        // A body/params/query schema that is a zod schema (has safeParse) validates with zod.
        const s = r.schema as Record<string, { safeParse?: unknown } | undefined> | undefined;
        const zod = ['body', 'params', 'querystring'].some((k) => typeof s?.[k]?.safeParse === 'function');
        registered.push({ method, url: r.url, zod });
      }
    });
    return app;
  };
  return { ...mod, default: create, fastify: create };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const keys = () =>
  [
    ...new Set(
      registered
        .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();

describe('route table', () => {
  it('reads every operation from the contract modules', () => {
    expect(operations.length).toBeGreaterThanOrEqual(55);
    for (const op of operations) {
      expect(op.path, op.name).toMatch(/^\/[\w/:.-]*$/);
      expect(['public', 'creator', 'staff', 'admin', 'signed-in'], op.name).toContain(op.access);
      expect(op.summary.length, op.name).toBeGreaterThan(0);
    }
  });

  it('every route the app serves is a contract operation (or a listed piece of infrastructure)', () => {
    const unknown = keys().filter((k) => !operationByKey.has(k) && !(k in INFRASTRUCTURE_ROUTES));
    expect(unknown, 'routes registered without a contract operation').toEqual([]);
  });

  it('every contract operation has its route', () => {
    const served = new Set(keys());
    const missing = operations.filter((op) => !served.has(op.key)).map((op) => op.key);
    expect(missing, 'operations with no route').toEqual([]);
    // The same check through Fastify's own router, which also proves the paths match exactly.
    for (const op of operations)
      expect(ctx.app.hasRoute({ method: op.method, url: op.path }), op.key).toBe(true);
  });

  it('every listed piece of infrastructure still exists (the allow-list does not rot)', () => {
    const served = new Set(keys());
    expect(Object.keys(INFRASTRUCTURE_ROUTES).filter((k) => !served.has(k))).toEqual([]);
  });

  it('every operation with inputs validates them with its zod schema, except the multipart upload', () => {
    for (const op of operations) {
      if (!op.params && !op.query && !op.body) continue;
      if (MULTIPART_KEYS.has(op.key)) continue;
      const r = registered.find((x) => `${x.method} ${x.url}` === op.key);
      expect(r?.zod, op.key).toBe(true);
    }
  });
});
