import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveImport, type SourceFile } from './check-boundaries';

/**
 * Zod stays out of a page's JavaScript unless the page validates with it (ADR 015, design §7). The
 * web imports the contract's zod-free modules (`routes/<domain>`, `<domain>-messages`, constants,
 * enums, patterns); a module that builds zod schemas, or zod itself, is loaded only on demand with
 * `import()` (forms, through lazyZodResolver) or by a module listed here, which is itself only
 * ever loaded with `import()`.
 */
export const LAZY_ZOD_MODULES = ['apps/web/src/features/profile/lib/profile-schema.ts'];

export interface ZodImport {
  file: string;
  specifier: string;
  message: string;
}

const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const STATIC_IMPORT = /^\s*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;

/** The contract modules whose loading builds zod schemas: they load zod, directly or through another. */
export function schemaModules(contractSrc: string): Set<string> {
  const building = new Set<string>();
  const builds = (file: string, seen: Set<string>): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      if (from === 'zod' || from.startsWith('zod/')) return true;
      if (from.startsWith('.') && builds(path.resolve(path.dirname(file), from), seen)) return true;
    }
    return false;
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(contractSrc, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (
        /\.ts$/.test(rel) &&
        !rel.endsWith('.test.ts') &&
        builds(path.join(contractSrc, rel), new Set())
      )
        building.add(`@ih/contract/${rel.slice(0, -3)}`);
    }
  };
  walk('');
  return building;
}

/** Every static import in the web's own (non-test) sources that would put zod into a page eagerly. */
export function eagerZodImports(files: readonly SourceFile[], building: ReadonlySet<string>): ZodImport[] {
  const known = new Set(files.map((f) => f.path));
  const found: ZodImport[] = [];
  for (const file of files) {
    if (/\.test\.tsx?$|\/test-setup\.ts$/.test(file.path)) continue;
    const code = file.text.replace(COMMENT, ' ');
    for (const [, clause = '', specifier = ''] of code.matchAll(STATIC_IMPORT)) {
      // `import type` loads nothing; `import { type A }` does (verbatimModuleSyntax keeps `import {}`).
      if (/^type\b/.test(clause)) continue;
      const isZod = specifier === 'zod' || specifier.startsWith('zod/') || building.has(specifier);
      if (isZod && !LAZY_ZOD_MODULES.includes(file.path))
        found.push({
          file: file.path,
          specifier,
          message: `${file.path} loads '${specifier}', which builds zod schemas, with the page: import its route from @ih/contract/routes/… and its texts from @ih/contract/…-messages, its types with \`import type\`, or load it with import() (ADR 015)`,
        });
      const target = resolveImport(file.path, specifier, known);
      const lazy = LAZY_ZOD_MODULES.find((m) => target?.replace(/\.tsx?$/, '') === m.replace(/\.tsx?$/, ''));
      if (lazy && !LAZY_ZOD_MODULES.includes(file.path))
        found.push({
          file: file.path,
          specifier,
          message: `${file.path} imports ${lazy} statically; it holds zod and is only loaded with import() (ADR 015)`,
        });
    }
  }
  return found;
}
