import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The chunks a chunk imports statically, itself included, transitively: what is loaded before any
 * of its dynamic imports can run.
 */
export function loadedWith(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const chunk = bundle[f];
    if (chunk?.type === 'chunk') for (const dep of chunk.imports) visit(dep);
  };
  visit(fileName);
  return seen;
}

/**
 * Vite lists, at every dynamic import, every chunk the imported page needs, to preload them side by
 * side. The ones the importing chunk itself loads statically (React, the router, the runtime, the
 * UI kit's shared chunk) are already there when the import runs: listing them again at each of the
 * router's ~40 lazy routes cost every page of the app ~0.3 KB of its 170 KB (design §7). This drops
 * them from the lists; what is preloaded, and when, is unchanged.
 */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: OutputBundle | undefined;
  return {
    plugin: {
      name: 'influence-hub-preload-only-what-is-missing',
      apply: 'build',
      // Before Vite's own import analysis writes the lists (it calls resolveDependencies then).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as OutputBundle;
        },
      },
    },
    resolveDependencies(_file, deps, context) {
      if (!bundle || context.hostType !== 'js') return deps;
      const loaded = loadedWith(bundle, context.hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];
