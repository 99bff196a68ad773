import path from 'node:path';
import { type OutputBundle, rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { isLanguage } from '../../../packages/contract/src/language.ts';
import { loadedWith } from './preload-known.ts';

/** The script that starts a reader's catalogue before the app's code has arrived (docs/decisions/041). */
export const CATALOGUE_FIRST_MODULE = path.resolve(import.meta.dirname, '..', 'src', 'catalogue-first.ts');
const LOCALES_DIR = `${path.resolve(import.meta.dirname, '..', 'src', 'locales').replaceAll('\\', '/')}/`;
const FILES_MODULE = 'virtual:catalogue-files';
const ASSET_NAME = 'catalogue-first.js';

/**
 * Each reader's language's catalogue in this build: the chunks made only of its src/locales/<language>/
 * modules (its font's too) and what they import that the documents do not load already, as /-rooted
 * URLs.
 */
export function catalogueFiles(bundle: OutputBundle, base = '/'): Record<string, string[]> {
  // What the documents' entries load anyway is preloaded by the documents themselves.
  const loaded = new Set<string>();
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry)
      for (const file of loadedWith(bundle, chunk.fileName)) loaded.add(file);
  const files: Record<string, Set<string>> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.moduleIds.length === 0) continue;
    const languages = new Set(
      chunk.moduleIds.map((id) => {
        const file = id.replaceAll('\\', '/');
        return file.startsWith(LOCALES_DIR) ? file.slice(LOCALES_DIR.length).split('/')[0] : '';
      }),
    );
    const [language, ...others] = languages;
    // Readers' languages only: the pseudo-locale is a test's, which loads it the ordinary way.
    if (!isLanguage(language) || others.length > 0) continue;
    files[language] ??= new Set();
    for (const file of loadedWith(bundle, chunk.fileName))
      if (!loaded.has(file)) files[language].add(`${base}${file}`);
  }
  return Object.fromEntries(Object.entries(files).map(([language, urls]) => [language, [...urls].sort()]));
}

/**
 * The script as one small file of its own, bundled apart from the app so that it changes nothing in
 * the app's chunks, with this build's catalogue files written in.
 */
export async function buildCatalogueFirst(files: Record<string, string[]>): Promise<string> {
  const build = await rolldown({
    input: CATALOGUE_FIRST_MODULE,
    plugins: [
      {
        name: 'influence-hub-catalogue-files',
        resolveId: (source) => (source === FILES_MODULE ? `\0${FILES_MODULE}` : null),
        load: (id) =>
          id === `\0${FILES_MODULE}` ? `export const CATALOGUE_FILES = ${JSON.stringify(files)};` : null,
      },
    ],
  });
  const { output } = await build.generate({ format: 'esm', minify: true });
  await build.close();
  const [chunk, ...rest] = output;
  // It imports the catalogue's files by their URLs, at run time; nothing of the app is bundled in.
  if (!chunk || rest.length > 0 || chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
    throw new Error('src/catalogue-first.ts must build into one file that imports nothing of the app');
  return chunk.code;
}

/**
 * Puts the script before the document's other scripts, async: it is fetched with the document's
 * other files and runs as soon as it (under 1 KB) is here, so a Hindi reader's catalogue and font
 * download beside the app's code instead of after it has run. Both documents have it (the public pages render
 * only once the catalogue is here, so they gain the most).
 */
export function addCatalogueFirst(html: string, url: string): string {
  const tag = `<script type="module" async crossorigin src="${url}"></script>`;
  if (html.includes(tag)) return html;
  const at = html.indexOf('<script type="module"');
  if (at === -1) throw new Error('The document has no module script to put the catalogue script before');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

export function catalogueFirst(): Plugin {
  let fileName = '';
  return {
    name: 'influence-hub-catalogue-first',
    apply: 'build',
    // Before Vite writes the documents (its own generateBundle calls transformIndexHtml's post hooks).
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const source = await buildCatalogueFirst(catalogueFiles(bundle as OutputBundle));
        fileName = this.getFileName(this.emitFile({ type: 'asset', name: ASSET_NAME, source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!fileName) throw new Error('src/catalogue-first.ts was not built before the documents');
        return addCatalogueFirst(html, `/${fileName}`);
      },
    },
  };
}
