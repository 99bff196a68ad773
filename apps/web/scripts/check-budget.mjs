// Checks the performance budget of design §7 against the last `vite build`: the entry chunk (with
// its static imports) that every page loads, and each lazy route on top of it, in gzipped bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const ENTRY_BUDGET = 100 * 1024; // public pages (landing, sign-in)
const ROUTE_BUDGET = 170 * 1024; // any route

const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
/** Every JS file a chunk needs at once: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const size = (keys) => [...keys].reduce((n, k) => n + gz(manifest[k].file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const entrySize = size(entry);
let failed = entrySize > ENTRY_BUDGET;
console.log(`entry ${(entrySize / 1024).toFixed(1)} KB gzipped (budget ${ENTRY_BUDGET / 1024} KB)`);
for (const key of manifest[entryKey].dynamicImports ?? []) {
  const total = size(new Set([...entry, ...closure(key)]));
  const over = total > ROUTE_BUDGET;
  failed ||= over;
  if (over || process.argv.includes('--all'))
    console.log(
      `${over ? 'OVER ' : ''}${key}: ${(total / 1024).toFixed(1)} KB (budget ${ROUTE_BUDGET / 1024} KB)`,
    );
}
process.exitCode = failed ? 1 : 0;
