import { HEALTH_MESSAGES } from '@ih/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';
import { operations } from './support/route-table.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('foundation', () => {
  it('answers /healthz after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers /readyz when the database and the file store answer, and 503 while draining', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
      store: 'local',
    });
    t.app.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ message: HEALTH_MESSAGES.draining });
    } finally {
      t.app.draining = false;
    }
  });

  it('answers an unknown call with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves an OpenAPI 3.1 document that lists every contract operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const missing = operations
      .map((op) => ({ method: op.method.toLowerCase(), path: op.path.replace(/:([A-Za-z_]\w*)/g, '{$1}') }))
      .filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('keeps the OpenAPI document well formed: operations answer, parameters are declared, refs resolve', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const problems: string[] = [];
    for (const [path, item] of Object.entries<
      Record<string, { responses?: object; parameters?: { name: string; in: string }[] }>
    >(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.responses || Object.keys(op.responses).length === 0)
          problems.push(`${method} ${path}: no responses`);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const bare = name.slice(1, -1);
          if (!op.parameters?.some((p) => p.in === 'path' && p.name === bare))
            problems.push(`${method} ${path}: ${bare} undeclared`);
        }
      }
    }
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = (ref ?? '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc);
      if (target === undefined) problems.push(`unresolved $ref #/${ref}`);
    }
    expect(problems).toEqual([]);
  });
});
