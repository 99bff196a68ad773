/**
 * Compiles the API's entry points to plain JavaScript in apps/api/dist (one ES module per entry, our
 * code and the contract bundled in, npm packages left as imports), so production serves without a
 * TypeScript loader resolving modules on the hot path (issue 17). The files sit one directory below
 * apps/api, as src/*.ts do, so paths taken from import.meta.dirname ('../static', '../drizzle')
 * resolve the same from both.
 *
 *   node scripts/build.mjs            (npm run build -w @ih/api; `npm start` runs it first)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Entry name → source, relative to apps/api. */
export const ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  'bench-app-server': 'bench/app-server.ts',
};

/**
 * A module's import.meta.dirname and import.meta.url keep meaning the module's own source location
 * (files, migrations, fonts sit beside or above it), expressed relative to the bundle so the checkout
 * can move.
 */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const outdir = b.initialOptions.outdir;
      const relDir = path.relative(outdir, path.dirname(args.path)) || '.';
      const relFile = path.relative(outdir, args.path);
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.dirname', `__ihDir(${JSON.stringify(relDir)})`)
          .replaceAll('import.meta.url', `__ihUrl(${JSON.stringify(relFile)})`),
      };
    });
  },
};

export async function buildApi(outdir = path.join(root, 'dist')) {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([k, v]) => [k, path.join(root, v)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // npm packages stay imports, resolved once at start from node_modules; our workspaces are bundled.
    packages: 'external',
    alias: { '@ih/contract': path.resolve(root, '../../packages/contract/src') },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceLocation],
    banner: {
      js: [
        "import { createRequire as __ihRequire } from 'node:module';",
        "import __ihPath from 'node:path';",
        "import { pathToFileURL as __ihFileUrl } from 'node:url';",
        'const require = __ihRequire(import.meta.url);',
        'const __ihDir = (rel) => __ihPath.resolve(import.meta.dirname, rel);',
        'const __ihUrl = (rel) => __ihFileUrl(__ihPath.resolve(import.meta.dirname, rel)).href;',
      ].join('\n'),
    },
  });
  return outdir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  const out = await buildApi();
  console.log(
    `API compiled to ${path.relative(process.cwd(), out) || out} in ${Math.round(performance.now() - started)} ms`,
  );
}
