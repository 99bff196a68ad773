import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as campaignOperations from './campaigns.ts';
import * as campaignClient from './client/campaigns.ts';
import type { BodyOf, ResponseOf, Route } from './operation.ts';

const SRC = import.meta.dirname;
const CLIENT = path.join(SRC, 'client');
const domains = readdirSync(CLIENT)
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

describe('client modules (ADR 015)', () => {
  it('load no zod, so the web can import them with any page', () => {
    for (const domain of domains) {
      const loaded = [...loads(path.join(CLIENT, `${domain}.ts`))];
      expect({ domain, zod: loaded.filter((m) => m === 'zod' || m.startsWith('zod/')) }).toEqual({
        domain,
        zod: [],
      });
    }
  });

  it.each(domains)("hold every %s operation's route under its name, and nothing else", async (domain) => {
    const operations: Record<string, unknown> = await import(`./${domain}.ts`);
    const client: Record<string, unknown> = await import(`./client/${domain}.ts`);
    const fromOperations = Object.entries(operations)
      .filter(([, v]) => isOperation(v))
      .map(([name, op]) => {
        const { method, path, access } = op as { method: string; path: string; access: string };
        return [name, { method, path, access }];
      });
    const fromClient = Object.entries(client).filter(
      ([name, v]) => name !== 'routes' && !!v && typeof v === 'object' && 'method' in v,
    );
    expect(fromOperations.length).toBeGreaterThan(0);
    expect(Object.fromEntries(fromClient)).toEqual(Object.fromEntries(fromOperations));
  });

  it('is every domain module with operations', () => {
    const withOperations = readdirSync(SRC)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => readFileSync(path.join(SRC, f), 'utf8').includes('defineOperation({'))
      .map((f) => f.slice(0, -3));
    expect(domains).toEqual(withOperations);
  });

  it("carries its operation's types, and only matches its own operation (checked by tsc)", () => {
    expectTypeOf<ResponseOf<typeof campaignClient.listCampaigns>>().toEqualTypeOf<
      ResponseOf<typeof campaignOperations.listCampaigns>
    >();
    expectTypeOf<BodyOf<typeof campaignClient.getCampaign>>().toEqualTypeOf<
      BodyOf<typeof campaignOperations.getCampaign>
    >();
    // @ts-expect-error a route whose path is not its operation's does not compile
    const wrong: Route<typeof campaignOperations.listCampaigns> = campaignClient.routes.getCampaign;
    expect(wrong.path).not.toBe(campaignClient.listCampaigns.path);
  });
});
