#!/usr/bin/env node
// The JavaScript budgets of design §7, measured on the production build: what a browser downloads
// (gzipped) to show each route. Reads Vite's manifest (build.manifest: true), so run it after
// `npm run build -w @ih/web`.
//
// There are two documents: index.html (the app) and public.html (landing, sign-in and verify, without
// the router; see src/public/public-app.tsx). A page belongs to the document whose entry imports it.
//   route cost = what its document's HTML loads and modulepreloads (the entry chunk and its static imports,
//                the app's renderer, and the catalogue-first script)
//              + the route's lazy page chunk and its static imports
//              + the lazy layout that wraps the page in the app (creator shell, public layout)
//              + the route table that lists the page, when the document fetches it later (the staff
//                console's, which brings the staff shell with it)
//   public pages (landing with sign-in, and landing with for-brands: each visit with its document's
//   entry) ≤ 100 KB
//   any single route ≤ 170 KB                                         (KB = 1024 bytes, gzip -6)
//
// Exit code 1 when a budget is exceeded or the manifest is missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const PUBLIC_BUDGET = 100 * KB;
const ROUTE_BUDGET = 170 * KB;
// Sign-in comes with its code page, one chunk (src/features/auth/sign-in-flow-page.tsx, issue 26 A).
const LANDING = 'src/features/landing/landing-page.tsx';
// The public document's visits, each from the landing page onwards: to sign in, or (issue 28) to ask for
// a brand account. Each is measured with the landing page it starts from.
const PUBLIC_VISITS = [
  { name: 'landing + sign-in', pages: [LANDING, 'src/features/auth/sign-in-flow-page.tsx'] },
  { name: 'landing + for-brands', pages: [LANDING, 'src/features/brand-join/brand-join-page.tsx'] },
];

/**
 * Which lazy layout wraps a page, by the page's folder (see src/app/router.tsx). Staff pages have
 * none: their shell comes with their route table (src/app/staff-routes.tsx), counted below.
 */
const LAYOUTS = [
  { pages: /^src\/features\/admin\//, layout: undefined },
  { pages: /^src\/features\/(landing|auth|brand-join)\//, layout: 'src/app/layouts/public-layout.tsx' },
  { pages: /^src\/features\//, layout: 'src/app/layouts/creator-shell.tsx' },
];

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `No Vite manifest at ${path.relative(process.cwd(), manifestFile)}.\n` +
      'Build the web app first (npm run build -w @ih/web) with build.manifest: true in apps/web/vite.config.ts.',
  );
  process.exit(1);
}

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const sizeCache = new Map();
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(dist, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    sizeCache.set(file, s);
  }
  return s;
}

/** A manifest key and everything it imports statically, as a set of keys. */
function closure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
}

function cost(keys) {
  const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizes(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { files, raw, gzip };
}

const DOCUMENTS = ['index.html', 'public.html'];
const missingDocs = DOCUMENTS.filter((d) => !manifest[d]?.isEntry);
if (missingDocs.length > 0) {
  console.error(`The manifest has no entry for ${missingDocs.join(', ')}.`);
  process.exit(1);
}
/**
 * What a document loads before any page: its entry and static imports, and whatever else its HTML
 * runs or preloads (the app's renderer, which the entry imports dynamically so as not to wait for it,
 * build/preload-renderer.ts; the script that starts a reader's catalogue, build/catalogue-first.ts).
 */
function documentKeys(doc) {
  const keys = closure(doc);
  const html = readFileSync(path.join(dist, doc), 'utf8');
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  for (const [, file] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${doc} preloads ${file}, which is not in the manifest.`);
    closure(key, keys);
  }
  for (const [, file] of html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)) {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${doc} runs ${file}, which is not in the manifest.`);
    closure(key, keys);
  }
  return keys;
}
const entryKeysOf = Object.fromEntries(DOCUMENTS.map((d) => [d, documentKeys(d)]));

// The app's entry starts the router without waiting for React DOM, its largest file (src/main.tsx,
// docs/decisions/028): a static import of it from the entry's graph would bring the wait back. The
// chunk is the build's 'react-dom' group (vite.config.ts).
const reactDom = Object.keys(manifest).find((k) => manifest[k].name === 'react-dom');
if (!reactDom || !entryKeysOf['index.html'].has(reactDom)) {
  console.error('The app document does not preload the react-dom chunk (build/preload-renderer.ts).');
  process.exit(1);
}
if (closure('index.html').has(reactDom)) {
  const importers = [...closure('index.html')].filter((k) => manifest[k].imports?.includes(reactDom));
  console.error(
    `The app's entry imports React DOM statically (through ${importers.map((k) => manifest[k].file).join(', ')}), ` +
      'so the router waits for it. Import what needs React DOM from a lazy page, or through src/app/render.tsx.',
  );
  process.exit(1);
}

/** The document whose entry (or its static imports) lazily imports this page. */
function documentOf(page) {
  return (
    DOCUMENTS.find((d) => [...entryKeysOf[d]].some((k) => manifest[k].dynamicImports?.includes(page))) ??
    'index.html'
  );
}

const layoutKeys = new Set(LAYOUTS.map((l) => l.layout).filter(Boolean));
function layoutOf(key) {
  const rule = LAYOUTS.find((l) => l.pages.test(key));
  return rule && manifest[rule.layout] ? rule.layout : undefined;
}

/** Everything a visit to these lazy pages loads, with their layouts and the entry. */
function routeKeys(pages) {
  const keys = new Set();
  for (const page of pages) {
    const doc = documentOf(page);
    for (const k of entryKeysOf[doc]) keys.add(k);
    closure(page, keys);
    // The route table that lists the page, when it is not the document's own (the staff console's
    // routes are fetched on the first /admin visit: src/app/staff-routes.tsx).
    for (const [k, chunk] of Object.entries(manifest))
      if (chunk.dynamicImports?.includes(page) && !entryKeysOf[doc].has(k)) closure(k, keys);
    const layout = doc === 'index.html' ? layoutOf(page) : undefined;
    if (layout) closure(layout, keys);
  }
  return keys;
}

const pages = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && !layoutKeys.has(k) && /-page\.tsx$/.test(k))
  .sort();

// A chunk that is lazily imported but has no source in the manifest cannot be told apart as a route
// (the bundler merged a page with a module that imports it statically): say so rather than skip it.
const unnamed = [...new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []))].filter(
  (k) => manifest[k] && !manifest[k].src && /-page$/.test(manifest[k].name ?? ''),
);
if (unnamed.length > 0) {
  console.error(
    `These lazily loaded pages have no source in the manifest, so their budget cannot be measured: ${unnamed.map((k) => manifest[k].file).join(', ')}.\n` +
      'A page is probably also imported statically by another page; give it its own route instead.',
  );
  process.exit(1);
}

const rows = [];
for (const doc of DOCUMENTS) {
  rows.push({
    name: `entry only (${doc})`,
    ...cost(entryKeysOf[doc]),
    budget: doc === 'public.html' ? PUBLIC_BUDGET : ROUTE_BUDGET,
  });
}

for (const visit of PUBLIC_VISITS) {
  const missingPublic = visit.pages.filter((p) => !manifest[p]);
  if (missingPublic.length === 0)
    rows.push({
      name: `public pages: ${visit.name}`,
      ...cost(routeKeys(visit.pages)),
      budget: PUBLIC_BUDGET,
    });
  else console.warn(`Not in the manifest (so not measured as public pages): ${missingPublic.join(', ')}`);
}
for (const page of pages) {
  const name = page.replace(/^src\/features\//, '').replace(/\.tsx?$/, '');
  rows.push({ name, ...cost(routeKeys([page])), budget: ROUTE_BUDGET });
}

const kb = (n) => (n / KB).toFixed(1);
const width = Math.max(...rows.map((r) => r.name.length), 5);
const line = (cols) =>
  `${cols[0].padEnd(width)}  ${cols[1].padStart(6)}  ${cols[2].padStart(9)}  ${cols[3].padStart(9)}  ${cols[4].padStart(7)}  ${cols[5]}`;
console.log(line(['route', 'chunks', 'raw KB', 'gzip KB', 'budget', '']));
let failures = 0;
for (const r of rows) {
  const over = r.gzip > r.budget;
  if (over) failures += 1;
  console.log(
    line([r.name, String(r.files.length), kb(r.raw), kb(r.gzip), kb(r.budget), over ? 'OVER' : 'ok']),
  );
}

if (failures > 0) {
  const over = rows.filter((x) => x.gzip > x.budget);
  const chunks = [...new Set(over.flatMap((r) => r.files))].sort((a, b) => sizes(b).gzip - sizes(a).gzip);
  console.error(`\n${failures} row(s) over the JavaScript budget (design §7).`);
  console.error(
    `Biggest chunks they load (gzip): ${chunks
      .slice(0, 8)
      .map((f) => `${path.basename(f)} ${kb(sizes(f).gzip)} KB`)
      .join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `\nAll ${rows.length} rows within budget (public ≤ ${kb(PUBLIC_BUDGET)} KB, any route ≤ ${kb(ROUTE_BUDGET)} KB gzipped).`,
);
