import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const SPLASH_END = '<!-- /splash -->';

/**
 * Moves the app document's stylesheet links from <head> to just after the splash (index.html).
 * A stylesheet in <head> holds back every paint until it arrives; one in <body> holds back only what
 * follows it, so the splash, styled by its own small <style>, paints as soon as the HTML arrives while
 * the CSS, the scripts and the page's data load (docs/decisions/012). The module scripts and their
 * preloads stay in <head>, so they are fetched as early as before.
 */
export function moveStylesheetsAfterSplash(html: string, filename: string): string {
  if (!html.includes(SPLASH_END)) return html;
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) throw new Error(`${filename}: no stylesheet link to move after the splash.`);
  return html.replace(STYLESHEET, '').replace(SPLASH_END, `${SPLASH_END}${links.join('')}`);
}

export function splashFirst(): Plugin {
  return {
    name: 'influence-hub-splash-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => moveStylesheetsAfterSplash(html, ctx.filename),
    },
  };
}
