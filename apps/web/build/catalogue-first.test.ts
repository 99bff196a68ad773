import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, startingLocale } from '../src/lib/language-start';
import { addCatalogueFirst, buildCatalogueFirst, catalogueFiles } from './catalogue-first';

const locales = path.resolve(import.meta.dirname, '..', 'src', 'locales');
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
});

describe('catalogueFiles', () => {
  const bundle = {
    'assets/app.js': { ...chunk('assets/app.js', ['/w/src/main.tsx'], ['assets/runtime.js']), isEntry: true },
    'assets/runtime.js': chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
    'assets/messages-hi.js': chunk(
      'assets/messages-hi.js',
      [`${locales}/hi/messages.po`],
      ['assets/runtime.js'],
    ),
    'assets/texts-hi.js': chunk('assets/texts-hi.js', [`${locales}/hi/texts.ts`], ['assets/shared.js']),
    'assets/shared.js': chunk('assets/shared.js', ['/w/src/lib/shared.ts']),
    'assets/font.js': chunk('assets/font.js', [`${locales}/hi/font.ts`]),
    'assets/texts-pseudo.js': chunk(
      'assets/texts-pseudo.js',
      [`${locales}/pseudo/texts.ts`],
      ['assets/texts-hi.js'],
    ),
    'assets/mixed.js': chunk('assets/mixed.js', [`${locales}/hi/texts.ts`, '/w/src/lib/format.ts']),
    'assets/styles.css': { type: 'asset', fileName: 'assets/styles.css' },
  } as unknown as OutputBundle;

  it("is each reader's language's own chunks and what they import that the documents do not load already", () => {
    // Not: a chunk shared with the app, the runtime the app's entry loads, the pseudo-locale.
    expect(catalogueFiles(bundle)).toEqual({
      hi: ['/assets/font.js', '/assets/messages-hi.js', '/assets/shared.js', '/assets/texts-hi.js'],
    });
  });
});

describe('the built script', () => {
  const files = {
    hi: ['/assets/messages-hi.js', '/assets/texts-hi.js'],
    pseudo: ['/assets/messages-pseudo.js'],
  };
  let code = '';
  beforeAll(async () => {
    code = await buildCatalogueFirst(files);
  }, 60_000);

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  /** The URLs the script imports when it runs (its `import()` handed to a spy; nothing is fetched). */
  const imported = () => {
    const load = vi.fn((_url: string) => Promise.resolve({}));
    new Function('load', code.replaceAll('import(', 'load('))(load);
    return load.mock.calls.map(([url]) => url);
  };

  it('is one small file that imports nothing of the app, only the catalogue by URL', () => {
    expect(code).not.toMatch(/\bimport\s*[^\s(]|\bexport\b/);
    expect(code.length).toBeLessThan(2048);
  });

  // The same choice as the app's own start (lib/language-start.ts), in every case that decides it.
  const cases: { name: string; url?: string; stored?: string; browser?: string[] }[] = [
    { name: 'an English browser, nothing chosen', browser: ['en-GB', 'en'] },
    { name: 'a Hindi browser, nothing chosen', browser: ['hi-IN', 'en'] },
    { name: 'Hindi chosen on this device, English browser', stored: 'hi', browser: ['en'] },
    { name: 'English chosen on this device, Hindi browser', stored: 'en', browser: ['hi'] },
    { name: 'the pseudo-locale asked for in the address', url: '/?lang=pseudo', stored: 'hi' },
    { name: 'English asked for in the address, Hindi chosen', url: '/campaigns?lang=en', stored: 'hi' },
    { name: 'a stored value that is no language', stored: 'xx', browser: ['hi'] },
  ];
  for (const c of cases)
    it(`starts the catalogue the app will start in: ${c.name}`, () => {
      if (c.url) window.history.replaceState(null, '', c.url);
      if (c.stored) localStorage.setItem(LANGUAGE_KEY, c.stored);
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(c.browser ?? ['en']);
      const locale = startingLocale();
      expect(imported()).toEqual(locale === 'en' ? [] : files[locale]);
    });

  it('asks for the Hindi files when Hindi was chosen on this device', () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    expect(imported()).toEqual(files.hi);
  });
});

describe('addCatalogueFirst', () => {
  const html = `<head>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>`;

  it("goes before the document's own script, async, once", () => {
    const out = addCatalogueFirst(html, '/assets/catalogue-first-1.js');
    expect(out.indexOf('src="/assets/catalogue-first-1.js"')).toBeLessThan(
      out.indexOf('src="/assets/app.js"'),
    );
    expect(out).toContain(
      '<script type="module" async crossorigin src="/assets/catalogue-first-1.js"></script>',
    );
    expect(addCatalogueFirst(out, '/assets/catalogue-first-1.js')).toBe(out);
  });

  it('refuses a document without a module script', () => {
    expect(() => addCatalogueFirst('<head></head>', '/x.js')).toThrow(/no module script/);
  });
});
