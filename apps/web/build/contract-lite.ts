import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The contract's operations carry their zod schemas, which the server needs and the browser does
 * not: at run time the web client reads only an operation's method and path (its types come from
 * the contract at compile time). For the production build, each named import of a zod-using
 * contract module in the web's own code is split in two:
 *   - operations and plain data (the spec's messages, lists) come from generated modules, one per
 *     export, holding a `{ method, path, access }` literal or JSON, with no zod. One module per export
 *     (not per contract module) lets the bundler put each where it is used: the entry chunk's route
 *     prefetching needs a few operations of a module whose other operations and messages only some
 *     pages use;
 *   - anything else (a schema a form validates with, a function) comes from the real module.
 * So zod (about 25 KB gzipped) is only in the chunks of pages that really validate with it (design §7).
 */
const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../packages/contract/src');
const WEB_SRC = path.resolve(import.meta.dirname, '../src');
const LITE_PREFIX = '\0contract-lite:';
const REAL_QUERY = '?contract-real';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@ih\/contract\/([a-z0-9-]+)\2;?/g;

type Kind = 'lite' | 'real';

function isOperation(value: unknown): value is { method: string; path: string; access: string } {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.method === 'string' && typeof v.path === 'string' && typeof v.access === 'string' && 'tags' in v
  );
}

/** Plain JSON data: objects with a null or Object prototype, arrays, strings, numbers, booleans, null. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as object).every(isPlainData);
}

const RUNTIME_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;

/**
 * Whether loading a contract module builds zod schemas: it imports zod, or imports (not only for
 * types) a contract module that does. Modules that do not (constants, enums, messages) need no split.
 */
function buildsSchemas(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
    if (from === 'zod' || from.startsWith('zod/')) return true;
    if (from.startsWith('./') && buildsSchemas(path.resolve(path.dirname(file), from), seen)) return true;
  }
  return false;
}

interface ContractModule {
  kinds: Map<string, Kind>;
  /** The generated module of each lite export. */
  liteCode: Map<string, string>;
}

export function contractLite(): Plugin {
  const modules = new Map<string, Promise<ContractModule | null>>();

  /** Classifies a contract module's exports, or null when it does not use zod (nothing to split). */
  function load(name: string): Promise<ContractModule | null> {
    let pending = modules.get(name);
    if (!pending) {
      pending = (async () => {
        const file = path.join(CONTRACT_SRC, `${name}.ts`);
        if (!buildsSchemas(file)) return null;
        const real = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
        const kinds = new Map<string, Kind>();
        const liteCode = new Map<string, string>();
        for (const [exported, value] of Object.entries(real)) {
          if (isOperation(value)) {
            const { method, path: opPath, access } = value;
            liteCode.set(
              exported,
              `export const ${exported} = ${JSON.stringify({ method, path: opPath, access })};`,
            );
            kinds.set(exported, 'lite');
          } else if (isPlainData(value)) {
            liteCode.set(exported, `export const ${exported} = ${JSON.stringify(value)};`);
            kinds.set(exported, 'lite');
          } else {
            kinds.set(exported, 'real');
          }
        }
        return { kinds, liteCode };
      })();
      modules.set(name, pending);
    }
    return pending;
  }

  return {
    name: 'influence-hub-contract-lite',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(LITE_PREFIX)) return source;
      if (source.endsWith(REAL_QUERY)) {
        const resolved = await this.resolve(source.slice(0, -REAL_QUERY.length), importer, {
          ...options,
          skipSelf: true,
        });
        return resolved ? { ...resolved, moduleSideEffects: false } : null;
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(LITE_PREFIX)) return null;
      const [name = '', exported = ''] = id.slice(LITE_PREFIX.length).split('/');
      return (await load(name))?.liteCode.get(exported) ?? null;
    },
    async transform(code, id) {
      if (!id.startsWith(WEB_SRC) || !/\.tsx?$/.test(id) || !code.includes('@ih/contract/')) return null;
      const imports = [...code.matchAll(IMPORT)];
      if (imports.length === 0) return null;
      let out = code;
      for (const match of imports) {
        const [statement, specifiers = '', , name = ''] = match;
        const contract = await load(name);
        if (!contract) continue;
        const lite: string[] = [];
        const real: string[] = [];
        const types: string[] = [];
        for (const raw of specifiers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const imported = raw.split(/\s+as\s+/)[0] ?? '';
          if (raw.startsWith('type ')) types.push(raw.slice(5));
          else if (contract.kinds.get(imported) === 'lite') lite.push(raw);
          else real.push(raw);
        }
        const parts: string[] = [];
        for (const raw of lite) {
          const imported = raw.split(/\s+as\s+/)[0] ?? '';
          parts.push(`import { ${raw} } from '${LITE_PREFIX}${name}/${imported}';`);
        }
        if (real.length > 0)
          parts.push(`import { ${real.join(', ')} } from '@ih/contract/${name}${REAL_QUERY}';`);
        // A separate type-only import: left inside a value import, TypeScript would keep it as
        // `import {}`, loading the real module (and zod) for nothing.
        if (types.length > 0) parts.push(`import type { ${types.join(', ')} } from '@ih/contract/${name}';`);
        out = out.replace(statement, parts.join(' '));
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
