import regular from './fonts/noto-sans-devanagari-400.woff2?url';
import semibold from './fonts/noto-sans-devanagari-600.woff2?url';

/*
 * Hindi pages only (docs/decisions/041): Noto Sans Devanagari, cut down to the letters Hindi is written
 * with (scripts/make-hindi-font.mjs; OFL, fonts/OFL.txt) and served by us (no font host; the CSP stays
 * strict). Importing this module adds the faces and starts loading them: src/catalogue-first.ts
 * imports it while the app's code is still downloading, lib/i18n.ts with the catalogue. styles.css
 * names the family after the Latin fonts, so only Devanagari letters use it.
 *
 * In two steps: the regular weight comes with the page; the semibold one is asked for only once the
 * first page is on screen, so a device without a Devanagari font of its own waits for one file, not
 * two, before it can draw Hindi. Until the semibold arrives, bold Hindi is the regular weight made
 * bold by the browser; then it is drawn in its own weight.
 */

/** Exactly the letters the files hold (font.test.ts): any other letter falls back to the phone's font. */
export const HINDI_LETTERS = 'U+0900-0950, U+0958-0970, U+200C-200D, U+20B9, U+25CC';

const HINDI_FAMILY = 'Noto Sans Devanagari';

/**
 * `local()` first: Android's own Devanagari font is this one, so a phone that has it downloads nothing.
 * In the order they are loaded: the first with the page, the second after the first screen.
 */
export const HINDI_FACES = [
  { weight: '400', names: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'], url: regular },
  { weight: '600', names: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'], url: semibold },
] as const;

const DEVANAGARI = /[\u0900-\u097f]/;

function faceFor({ weight, names, url }: (typeof HINDI_FACES)[number]): FontFace {
  return new FontFace(
    HINDI_FAMILY,
    [...names.map((n) => `local("${n}")`), `url(${url}) format("woff2")`].join(),
    {
      weight,
      display: 'swap',
      unicodeRange: HINDI_LETTERS,
    },
  );
}

/**
 * Chromium keeps the shapes of words it laid out when no face could draw them (blank, where the device
 * has no Devanagari font of its own), even once a face has loaded or been added; a change to the
 * page's font settings has every word shaped again. "liga" is on by default, so nothing else changes.
 * Only needed when Hindi text came first, and once, after the first face that loads: a later one
 * finds nothing blank (the semibold, added loaded, re-draws the bold made from the regular weight).
 * Not done otherwise: it lays out the whole page again, a long task on a slow phone.
 */
function reshapeHindi(): void {
  if (DEVANAGARI.test(document.body?.textContent ?? ''))
    document.documentElement.style.fontFeatureSettings = '"liga"';
}

/**
 * Settles once the first page is on screen: the app has rendered into #root (which it does only with
 * the catalogue loaded, main.tsx), the document's splash (#splash: index.html's, or the public pages'
 * while their page's code loads) is gone, and that frame has been painted.
 */
function firstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const shown = () => {
      const root = document.getElementById('root');
      return !document.getElementById('splash') && (!root || root.firstElementChild !== null);
    };
    // A frame's callbacks run before it is painted: the second one runs once the first is on screen.
    const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    const watch = () => {
      if (shown()) return drawn();
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        drawn();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    };
    // catalogue-first.ts may run this while the document is still being parsed.
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', watch, { once: true });
    else watch();
  });
}

/** Adds the regular face at once and the semibold one after the first screen, once it has loaded. */
async function addFaces(fonts: FontFaceSet): Promise<void> {
  const [first, second] = HINDI_FACES;
  const regularFace = faceFor(first);
  fonts.add(regularFace);
  const regularLoaded = await regularFace.load().then(
    () => true,
    () => false,
  );
  if (regularLoaded) reshapeHindi();
  await firstScreen();
  // Added only once loaded: added while still loading, it would take bold Hindi from the regular
  // weight and leave it blank until the file arrived. Re-shaped only where the regular weight failed,
  // and the page's Hindi was laid out with no face at all.
  const semiboldFace = faceFor(second);
  const semiboldLoaded = await semiboldFace.load().then(
    () => true,
    () => false,
  );
  if (!semiboldLoaded) return;
  fonts.add(semiboldFace);
  if (!regularLoaded) reshapeHindi();
}

// Importing this module is what adds the faces, once (a module runs once per page).
if (globalThis.document?.fonts) void addFaces(globalThis.document.fonts);
