import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The module both documents' entries (main.tsx, public/main.tsx) import dynamically to render: React DOM and what only it needs. */
export const RENDERER_MODULE = 'src/app/render.tsx';

/** The renderer's chunk and every chunk it imports statically, in load order, as /-rooted URLs. */
export function rendererChunks(bundle: OutputBundle, base = '/'): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const renderer = chunks.find((c) =>
    c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${RENDERER_MODULE}`)),
  );
  if (!renderer) throw new Error(`No chunk for ${RENDERER_MODULE}: main.tsx must import it dynamically.`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const dep of chunk.imports) visit(dep);
  };
  visit(renderer.fileName);
  return [...seen].map((f) => `${base}${f}`);
}

/**
 * Adds a modulepreload link to a document for each renderer chunk it does not already load.
 * The entry no longer waits for React DOM (main.tsx), but the browser would only ask for it once the
 * entry runs; preloaded, it downloads with the entry's own files. The links go after the entry's, so
 * the files the router needs first get the first connections.
 */
export function addRendererPreloads(html: string, urls: string[]): string {
  const missing = urls.filter((url) => !html.includes(`"${url}"`));
  if (missing.length === 0) return html;
  const links = missing.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('\n    ');
  const lastPreload = html.lastIndexOf('<link rel="modulepreload"');
  const at = lastPreload === -1 ? html.indexOf('</head>') : html.indexOf('>', lastPreload) + 1;
  return `${html.slice(0, at)}\n    ${links}${html.slice(at)}`;
}

export function preloadRenderer(): Plugin {
  return {
    name: 'influence-hub-preload-renderer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Both documents render through it (main.tsx, public/main.tsx); the offline page has no app.
        if (!ctx.bundle || !html.includes('id="root"')) return html;
        return addRendererPreloads(html, rendererChunks(ctx.bundle));
      },
    },
  };
}
