import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { addRendererPreloads, RENDERER_MODULE, rendererChunks } from './preload-renderer';

const built = `<head>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="modulepreload" crossorigin href="/assets/router.js">
    <style>#splash{}</style>
  </head>`;

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as OutputChunk;

describe('addRendererPreloads', () => {
  it("preloads the renderer's files after the entry's own, so the router's files are asked for first", () => {
    const out = addRendererPreloads(built, ['/assets/react-dom.js', '/assets/scheduler.js']);
    const order = [...out.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/assets/react.js',
      '/assets/router.js',
      '/assets/react-dom.js',
      '/assets/scheduler.js',
    ]);
    expect(out.indexOf('/assets/scheduler.js')).toBeLessThan(out.indexOf('<style>'));
  });

  it('does not preload a file the document already loads', () => {
    const out = addRendererPreloads(built, ['/assets/react.js', '/assets/react-dom.js']);
    expect(out.match(/\/assets\/react\.js/g)).toHaveLength(1);
    expect(out).toContain('href="/assets/react-dom.js"');
  });

  it('leaves the document alone when it already loads everything', () => {
    expect(addRendererPreloads(built, ['/assets/react.js'])).toBe(built);
  });
});

describe('rendererChunks', () => {
  const bundle = {
    'assets/app.js': chunk('assets/app.js', ['/w/src/main.tsx'], ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', ['/w/node_modules/react/index.js']),
    'assets/react-dom.js': chunk(
      'assets/react-dom.js',
      ['/w/node_modules/react-dom/client.js', `/w/${RENDERER_MODULE}`],
      ['assets/react.js', 'assets/scheduler.js'],
    ),
    'assets/scheduler.js': chunk(
      'assets/scheduler.js',
      ['/w/node_modules/scheduler/index.js'],
      ['assets/react.js'],
    ),
    'assets/styles.css': { type: 'asset', fileName: 'assets/styles.css' },
  } as unknown as OutputBundle;

  it("is the renderer's chunk and everything it imports, each once", () => {
    expect(rendererChunks(bundle)).toEqual([
      '/assets/react-dom.js',
      '/assets/react.js',
      '/assets/scheduler.js',
    ]);
  });

  it('fails the build when nothing holds the renderer (it would no longer be preloaded)', () => {
    const { 'assets/react-dom.js': _renderer, ...rest } = bundle;
    expect(() => rendererChunks(rest as OutputBundle)).toThrow(/No chunk for src\/app\/render\.tsx/);
  });
});
