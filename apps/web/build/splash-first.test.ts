import { describe, expect, it } from 'vitest';
import { moveStylesheetsAfterSplash } from './splash-first';

const transform = (html: string) => moveStylesheetsAfterSplash(html, 'index.html');

const built = `<head>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/styles.css">
  </head>
  <body>
    <div id="splash">Influence Hub</div>
    <!-- /splash -->
    <div id="root"></div>
  </body>`;

describe('moveStylesheetsAfterSplash', () => {
  it('moves the stylesheet after the splash and leaves the scripts in the head', () => {
    const out = transform(built);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    expect(head).toContain('<script type="module" crossorigin src="/assets/app.js">');
    expect(head).toContain('modulepreload');
    const splash = out.indexOf('<!-- /splash -->');
    const link = out.indexOf('<link rel="stylesheet" crossorigin href="/assets/styles.css">');
    expect(link).toBeGreaterThan(splash);
    expect(link).toBeLessThan(out.indexOf('<div id="root">'));
  });

  it('leaves a document without a splash alone', () => {
    const page = built.replace('<!-- /splash -->', '');
    expect(transform(page)).toBe(page);
  });

  it('fails the build when there is no stylesheet to move', () => {
    expect(() => transform(built.replace(/<link rel="stylesheet"[^>]*>/, ''))).toThrow(/no stylesheet/);
  });
});
