import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_DOCUMENT_PATHS } from '../../../packages/contract/src/web-documents.ts';

/** The template of /sw.js; the build writes its values in (docs/decisions/040). */
export const SW_TEMPLATE = path.resolve(import.meta.dirname, '..', 'sw', 'sw.js');

/** Files of public/ that make up the shell besides the documents: the offline page and the icons. */
export const SHELL_STATIC_FILES = [
  '/offline.html',
  '/offline.js',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/badge-96.png',
];

/** What each document loads from /assets/ (scripts, preloads, styles), as /-rooted URLs. */
export function documentAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string))];
}

/** The worker's source: the template with the build's shell list, version and paths written in. */
export function serviceWorkerSource(
  template: string,
  values: { version: string; precache: string[]; apiPrefixes: readonly string[] },
): string {
  const replacements: Record<string, string> = {
    __SW_VERSION__: values.version,
    __SW_PRECACHE__: JSON.stringify(values.precache),
    __SW_PUBLIC_DOCUMENT_PATHS__: JSON.stringify(PUBLIC_DOCUMENT_PATHS),
    __SW_API_PREFIXES__: JSON.stringify(values.apiPrefixes),
  };
  let source = template;
  for (const [name, value] of Object.entries(replacements)) {
    if (!source.includes(name)) throw new Error(`sw/sw.js has no ${name} to fill in`);
    source = source.replaceAll(name, value);
  }
  return source;
}

/**
 * Writes dist/sw.js after the build: it precaches the two documents, what they load from /assets/ and
 * the offline page and icons; its version is a hash of those files' bytes, so a build that changes the
 * shell installs a new worker (and a new cache) and one that does not leaves phones alone.
 */
export function serviceWorker(apiPrefixes: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'influence-hub-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const documents = ['/index.html', '/public.html'];
      const assets = documents.flatMap((d) => documentAssets(readFileSync(path.join(outDir, d), 'utf8')));
      const precache = [...documents, ...new Set(assets), ...SHELL_STATIC_FILES];
      const hash = createHash('sha256');
      for (const file of precache) {
        const full = path.join(outDir, file);
        if (!existsSync(full)) throw new Error(`The service worker's shell lists ${file}, not in the build`);
        hash.update(file).update(readFileSync(full));
      }
      const template = readFileSync(SW_TEMPLATE, 'utf8');
      hash.update(template);
      const version = hash.digest('hex').slice(0, 12);
      writeFileSync(
        path.join(outDir, 'sw.js'),
        serviceWorkerSource(template, { version, precache, apiPrefixes }),
      );
    },
  };
}
