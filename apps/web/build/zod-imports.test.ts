// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './check-boundaries';
import { eagerZodImports, LAZY_ZOD_MODULES, schemaModules } from './zod-imports';

const repo = path.resolve(import.meta.dirname, '../../..');
const building = schemaModules(path.join(repo, 'packages/contract/src'));
const web = (p: string, text: string) => ({ path: `apps/web/src/${p}`, text });

describe('zod in the web (ADR 015)', () => {
  it('knows which contract modules build schemas and which do not', () => {
    expect(building.has('@ih/contract/campaigns')).toBe(true);
    expect(building.has('@ih/contract/envelope')).toBe(true);
    expect(building.has('@ih/contract/routes/campaigns')).toBe(false);
    expect(building.has('@ih/contract/campaigns-messages')).toBe(false);
    expect(building.has('@ih/contract/enums')).toBe(false);
    expect(building.has('@ih/contract/operation')).toBe(false);
  });

  it('is loaded by no web module with its page, only on demand', () => {
    const sources = readSources(repo).filter((f) => f.path.startsWith('apps/web/src/'));
    expect(sources.some((f) => LAZY_ZOD_MODULES.includes(f.path))).toBe(true);
    expect(eagerZodImports(sources, building).map((v) => v.message)).toEqual([]);
  });

  it('reports a planted eager import of a schema-building module or of zod', () => {
    const found = eagerZodImports(
      [
        web('features/work/api/x.ts', "import { listWork, type WorkItem } from '@ih/contract/work';\n"),
        web('features/work/api/y.ts', "import { type WorkItem } from '@ih/contract/work';\n"),
        web('features/work/api/z.ts', "import { z } from 'zod';\n"),
      ],
      building,
    );
    expect(found.map((v) => [v.file, v.specifier])).toEqual([
      ['apps/web/src/features/work/api/x.ts', '@ih/contract/work'],
      ['apps/web/src/features/work/api/y.ts', '@ih/contract/work'],
      ['apps/web/src/features/work/api/z.ts', 'zod'],
    ]);
  });

  it('allows types, zod-free modules, import() and the lazily loaded modules', () => {
    const found = eagerZodImports(
      [
        web('a.ts', "import type { WorkItem } from '@ih/contract/work';\nimport type { z } from 'zod';\n"),
        web('b.ts', "import { listWork, type WorkItem } from '@ih/contract/routes/work';\n"),
        web('c.ts', "const schema = () => import('@ih/contract/registration');\n"),
        web('d.ts', "// import { listWork } from '@ih/contract/work';\n"),
        web('features/profile/lib/profile-schema.ts', "import { z } from 'zod';\n"),
        web('features/profile/lib/profile-form.ts', "const s = () => import('./profile-schema');\n"),
      ],
      building,
    );
    expect(found).toEqual([]);
  });

  it('reports a static import of a lazily loaded module', () => {
    const found = eagerZodImports(
      [
        web('features/profile/lib/profile-schema.ts', "import { z } from 'zod';\n"),
        web(
          'features/profile/lib/profile-form.ts',
          "import { profileFormSchema } from './profile-schema';\n",
        ),
      ],
      building,
    );
    expect(found.map((v) => v.file)).toEqual(['apps/web/src/features/profile/lib/profile-form.ts']);
  });
});
