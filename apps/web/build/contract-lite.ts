import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The contract's operations carry their zod schemas, which the server needs and the browser does
 * not: at run time the web client reads only an operation's method and path (types come from the
 * contract at compile time). For the production build, every contract module that uses zod is
 * replaced, for the web's own imports, by a light module:
 *   - operations become `{ method, path, access }` literals;
 *   - plain data (the spec's messages, lists) is inlined as JSON;
 *   - anything else (schemas the forms validate with, functions) is re-exported from the real module,
 *     marked free of side effects, so Rollup drops it — and zod — from every chunk that does not use it.
 * This keeps ~24 KB of gzipped zod out of pages that only call the API (design §7 budgets).
 */
const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../../packages/contract/src');
const LITE_PREFIX = '\0contract-lite:';
const REAL_SUFFIX = '?contract-real';

const usesZod = (file: string) => /from ['"]zod['"]/.test(readFileSync(file, 'utf8'));

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

export function contractLite(): Plugin {
  const cache = new Map<string, string>();
  return {
    name: 'influence-hub-contract-lite',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.endsWith(REAL_SUFFIX)) {
        return { id: source.slice(0, -REAL_SUFFIX.length), moduleSideEffects: false };
      }
      // The contract's own modules import each other for real: schemas build on schemas.
      if (!importer || importer.startsWith(CONTRACT_SRC) || importer.startsWith(LITE_PREFIX)) return null;
      if (!source.startsWith('@ih/contract/') && !source.includes('packages/contract/src/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(CONTRACT_SRC) || !usesZod(resolved.id)) return null;
      return `${LITE_PREFIX}${resolved.id}`;
    },
    async load(id) {
      if (!id.startsWith(LITE_PREFIX)) return null;
      const file = id.slice(LITE_PREFIX.length);
      const cached = cache.get(file);
      if (cached) return cached;
      const real = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
      const lines: string[] = [];
      const passThrough: string[] = [];
      for (const [name, value] of Object.entries(real)) {
        if (isOperation(value)) {
          const { method, path: opPath, access } = value;
          lines.push(`export const ${name} = ${JSON.stringify({ method, path: opPath, access })};`);
        } else if (isPlainData(value)) {
          lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        } else {
          passThrough.push(name);
        }
      }
      if (passThrough.length > 0) {
        lines.push(`export { ${passThrough.join(', ')} } from ${JSON.stringify(file + REAL_SUFFIX)};`);
      }
      const code = lines.join('\n');
      cache.set(file, code);
      return code;
    },
  };
}
