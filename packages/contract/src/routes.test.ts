import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as campaignOperations from './campaigns.ts';
import type { OperationOf, ResponseOf } from './operation.ts';
import type * as campaignRoutes from './routes/campaigns.ts';

const SRC = import.meta.dirname;
const ROUTES = path.join(SRC, 'routes');
const domains = readdirSync(ROUTES)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));

const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;

/** The modules a module loads at run time, transitively (type-only imports and exports load nothing). */
function loads(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT))
    if (from.startsWith('.')) loads(path.resolve(path.dirname(file), from), seen);
    else seen.add(from);
  return seen;
}

const isOperation = (v: unknown): v is { method: string; path: string; access: string } =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'tags' in v;

describe('route modules (ADR 015)', () => {
  it('load no zod, so the web can import them with any page', () => {
    for (const domain of domains) {
      const loaded = [...loads(path.join(ROUTES, `${domain}.ts`))];
      expect({ domain, zod: loaded.filter((m) => m === 'zod' || m.startsWith('zod/')) }).toEqual({
        domain,
        zod: [],
      });
    }
  });

  it.each(domains)("hold every %s operation's route under its name, and nothing else", async (domain) => {
    const operations: Record<string, unknown> = await import(`./${domain}.ts`);
    const routes: Record<string, unknown> = await import(`./routes/${domain}.ts`);
    const fromOperations = Object.entries(operations)
      .filter(([, v]) => isOperation(v))
      .map(([name, op]) => {
        const { method, path, access } = op as { method: string; path: string; access: string };
        return [name, { method, path, access }];
      });
    const fromRoutes = Object.entries(routes);
    expect(fromOperations.length).toBeGreaterThan(0);
    expect(Object.fromEntries(fromRoutes)).toEqual(Object.fromEntries(fromOperations));
  });

  it('is every domain module with operations', () => {
    const withOperations = readdirSync(SRC)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => readFileSync(path.join(SRC, f), 'utf8').includes('defineOperation({'))
      .map((f) => f.slice(0, -3));
    expect(domains).toEqual(withOperations);
  });

  it('are all in the registry the web client types its calls from (operations.ts)', () => {
    const registry = readFileSync(path.join(SRC, 'operations.ts'), 'utf8');
    for (const domain of domains) expect(registry).toContain(`from './${domain}.ts'`);
  });

  it('type a call from their operation, found by method and path (checked by tsc)', () => {
    expectTypeOf<OperationOf<typeof campaignRoutes.listCampaigns>>().toEqualTypeOf<
      typeof campaignOperations.listCampaigns
    >();
    expectTypeOf<ResponseOf<typeof campaignRoutes.getCampaign>>().toEqualTypeOf<
      ResponseOf<typeof campaignOperations.getCampaign>
    >();
    const unknownRoute = { method: 'GET', path: '/v1/no-such-thing', access: 'creator' } as const;
    expectTypeOf<OperationOf<typeof unknownRoute>>().toBeNever();
  });
});
