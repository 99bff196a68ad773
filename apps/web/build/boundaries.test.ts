// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayering, layeringFindings } from './api-layering';
import { BOUNDARIES } from './boundaries';
import {
  checkBoundaries,
  crossAreaCircles,
  importSpecifiers,
  readSources,
  type SourceFile,
  staleExceptions,
} from './check-boundaries';

const repo = path.resolve(import.meta.dirname, '../../..');

describe('the repository', () => {
  const sources = readSources(repo);

  it('reads both apps', () => {
    expect(sources.some((f) => f.path.startsWith('apps/web/src/features/'))).toBe(true);
    expect(sources.some((f) => f.path.startsWith('apps/api/src/modules/'))).toBe(true);
  });

  it('keeps its import boundaries (docs/CONVENTIONS.md#boundaries)', () => {
    expect(checkBoundaries(sources).map((v) => v.message)).toEqual([]);
  });

  it('has no circle of imports between two modules, features or layers', () => {
    expect(crossAreaCircles(sources)).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    expect(staleExceptions(sources)).toEqual([]);
  });
});

const web = (p: string, text = '') => ({ path: `apps/web/src/${p}`, text });
const api = (p: string, text = '') => ({ path: `apps/api/src/modules/${p}`, text });
const check = (...files: SourceFile[]) => checkBoundaries(files);
const apiSrc = (p: string, text = '') => ({ path: `apps/api/src/${p}`, text });

describe('crossAreaCircles', () => {
  it('finds a circle through two API modules, and not one inside a module', () => {
    const files = [
      apiSrc('modules/a/x.ts', "import { y } from '../b/y.ts';"),
      apiSrc('modules/b/y.ts', "import { z } from './z.ts';"),
      apiSrc('modules/b/z.ts', "import { x } from '../a/x.ts';"),
      apiSrc('modules/c/p.ts', "import { q } from './q.ts';"),
      apiSrc('modules/c/q.ts', "import { p } from './p.ts';"),
    ];
    expect(crossAreaCircles(files)).toEqual([
      ['apps/api/src/modules/a/x.ts', 'apps/api/src/modules/b/y.ts', 'apps/api/src/modules/b/z.ts'],
    ]);
  });
});

describe('the API layers', () => {
  it.each([
    ['lib/x.ts', "import { db } from '../db/client.ts';", 'db/client.ts', []],
    [
      'jobs/queue.ts',
      "import { x } from '../modules/notifications/email.ts';",
      'modules/notifications/email.ts',
      ['api-layers'],
    ],
    [
      'plugins/auth.ts',
      "import type { X } from '../modules/auth/sessions.ts';",
      'modules/auth/sessions.ts',
      ['api-layers'],
    ],
    ['db/client.ts', "import { Mailer } from '../lib/mailer.ts';", 'lib/mailer.ts', ['api-layers']],
    ['modules/a/service.ts', "import { recordEvent } from '../../events/record.ts';", 'events/record.ts', []],
    [
      'modules/a/service.ts',
      "import { MODULE_JOBS } from '../../module-jobs.ts';",
      'module-jobs.ts',
      ['api-layers'],
    ],
    ['db/seed/demo.ts', "import { x } from '../../modules/a/service.ts';", 'modules/a/service.ts', []],
  ] as const)('%s: %s', (from, text, to, rules) => {
    expect(check(apiSrc(from, text), apiSrc(to)).map((v) => v.rule)).toEqual(rules);
  });
});

describe('checkBoundaries', () => {
  it('reports a planted cross-feature import with the file, the import and the rule', () => {
    const planted = web(
      'features/work/pages/x-page.tsx',
      "import { campaignQuery } from '@/features/catalogue/api';\n",
    );
    const [v, ...more] = check(planted, web('features/catalogue/api.ts'));
    expect(more).toEqual([]);
    expect(v).toMatchObject({
      file: 'apps/web/src/features/work/pages/x-page.tsx',
      specifier: '@/features/catalogue/api',
      target: 'apps/web/src/features/catalogue/api.ts',
      rule: 'web-feature-isolation',
    });
    expect(v?.message).toContain('apps/web/src/features/work/pages/x-page.tsx');
    expect(v?.message).toContain("'@/features/catalogue/api'");
    expect(v?.message).toContain('web-feature-isolation');
  });

  it('sees relative, re-exported, type-only, side-effect and dynamic imports across features', () => {
    const files = [
      web('features/work/a.ts', "import type { X } from '../catalogue/api';"),
      web('features/work/b.ts', "export { y } from '@/features/catalogue/api';"),
      web('features/work/c.ts', "import '@/features/catalogue/api';"),
      web('features/work/d.tsx', "const P = lazy(() => import(\n  '@/features/catalogue/api'\n));"),
      web('features/work/e.ts', "import {\n  a,\n  b,\n} from '../catalogue/api';"),
      web('features/catalogue/api.ts'),
    ];
    expect(check(...files).map((v) => v.file)).toEqual(files.slice(0, 5).map((f) => f.path));
  });

  it('ignores imports in comments, and imports within a feature or of packages, components and lib', () => {
    const file = web(
      'features/work/a.tsx',
      [
        "// import { x } from '@/features/catalogue/api';",
        "/* import('@/features/catalogue/api') */",
        "import { useQuery } from '@tanstack/react-query';",
        "import { Button } from '@/components/ui/button';",
        "import { formatRupees } from '@/lib/format';",
        "import { workQuery } from './api';",
        "const url = 'https://example.com/x'; // import '@/features/catalogue/api'",
      ].join('\n'),
    );
    expect(check(file, web('features/work/api.ts'))).toEqual([]);
  });

  it('counts the admin sub-folders as one feature', () => {
    const review = web(
      'features/admin/reviews/review-page.tsx',
      "import { CreatorCell } from '../applications/creator-cell';",
    );
    expect(check(review, web('features/admin/applications/creator-cell.tsx'))).toEqual([]);
  });

  it("lets app/ and public/ import a feature's pages and route-prefetch module, nothing else", () => {
    const router = web(
      'app/router.tsx',
      [
        "import { cataloguePrefetch } from '@/features/catalogue/route-prefetch';",
        "const p = () => import('@/features/catalogue/pages/brands-page');",
        "import { brandsQuery } from '@/features/catalogue/api';",
      ].join('\n'),
    );
    const found = check(router);
    expect(found.map((v) => [v.specifier, v.rule])).toEqual([
      ['@/features/catalogue/api', 'web-route-modules'],
    ]);
  });

  it('keeps components/ and lib/ free of features and app/, and features free of app/ internals', () => {
    const found = check(
      web('components/x.tsx', "import { a } from '@/features/work/api';"),
      web('lib/y.ts', "import { b } from '@/app/router';"),
      web(
        'features/work/z.ts',
        "import { c } from '@/app/layouts/sidebar';\nimport type { Prefetch } from '@/app/route-prefetch';",
      ),
    );
    expect(found.map((v) => [v.file, v.rule])).toEqual([
      ['apps/web/src/components/x.tsx', 'web-shared-layers'],
      ['apps/web/src/lib/y.ts', 'web-shared-layers'],
      ['apps/web/src/features/work/z.ts', 'web-feature-to-app'],
    ]);
  });

  it("reports an API module importing another module's repository, even type-only", () => {
    const planted = api(
      'payments/service.ts',
      "import type { Row } from '../applications/work-repository.ts';",
    );
    const [v, ...more] = check(planted);
    expect(more).toEqual([]);
    expect(v?.rule).toBe('api-foreign-repository');
    expect(v?.message).toContain('apps/api/src/modules/payments/service.ts');
    expect(v?.message).toContain("'../applications/work-repository.ts'");
  });

  it("lets a module use another module's listed entry points and its own files only", () => {
    const found = check(
      api(
        'payments/receipts.ts',
        "import { fileUrl } from '../files/service.ts';\nimport { x } from './repository.ts';",
      ),
      api('payments/record.ts', "import { sniff } from '../files/sniff.ts';"),
    );
    expect(found.map((v) => [v.file, v.rule])).toEqual([
      ['apps/api/src/modules/payments/record.ts', 'api-entry-points'],
    ]);
  });

  it('allows an excepted pair only, and reports an exception nothing uses', () => {
    const excepted = web(
      'features/profile/api.ts',
      "import { key } from '../../app/layouts/header-profile-query.ts';",
    );
    const other = web(
      'features/profile/other.ts',
      "import { key } from '../../app/layouts/header-profile-query.ts';",
    );
    expect(check(excepted, other).map((v) => v.file)).toEqual([other.path]);
    expect(staleExceptions([excepted])).toHaveLength(BOUNDARIES.exceptions.length - 1);
  });
});

describe('importSpecifiers', () => {
  it('finds each specifier once', () => {
    expect(importSpecifiers("import a from 'x';\nimport { b } from 'x';\nexport * from \"y\";")).toEqual([
      'x',
      'y',
    ]);
  });
});

describe('inside an API module (api-layering.ts)', () => {
  const sources = readSources(repo);

  it('keeps queries in repositories, HTTP out of services, envelopes in routes and shapes in wire.ts', () => {
    expect(checkLayering(sources, BOUNDARIES.apiLayeringExceptions).violations.map((v) => v.message)).toEqual(
      [],
    );
  });

  it('lists no layering exception that is no longer needed', () => {
    expect(checkLayering(sources, BOUNDARIES.apiLayeringExceptions).stale).toEqual([]);
  });

  const mod = (p: string, text: string) => ({ path: `apps/api/src/modules/${p}`, text });
  it.each([
    ['a/service.ts', "import { eq } from 'drizzle-orm';", ['api-queries-in-repositories']],
    ['a/service.ts', "import { users } from '../../db/schema/accounts.ts';", ['api-queries-in-repositories']],
    ['a/service.ts', "import type { users } from '../../db/schema/accounts.ts';", []],
    ['a/service.ts', "import { type users } from '../../db/schema/accounts.ts';", []],
    [
      'a/repository.ts',
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/a.ts';",
      [],
    ],
    ['a/service.ts', "import type { FastifyRequest } from 'fastify';", []],
    [
      'a/service.ts',
      "import fp from 'fastify-plugin';\nimport { route } from '../../http/route.ts';",
      ['api-http-out-of-services'],
    ],
    ['a/service.ts', 'const x = () => ({ data: 1, message: A_MESSAGES.done });', ['api-envelopes-in-routes']],
    ['a/routes.ts', 'const x = () => ({ data: 1, message: A_MESSAGES.done });', []],
    ['a/service.ts', 'const x = (r) => ({ _id: r.id });', ['api-wire-in-wire']],
    ['a/admin-wire.ts', 'const x = (r) => ({ _id: r.id });', []],
    ['a/service.ts', "// import { eq } from 'drizzle-orm';\nconst s = '{ _id: 1 }';", []],
  ] as const)('%s: %s', (file, text, rules) => {
    expect(layeringFindings(mod(file, text)).map((f) => f.rule)).toEqual(rules);
  });
});
