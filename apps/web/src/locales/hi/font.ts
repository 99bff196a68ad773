import regular from './fonts/noto-sans-devanagari-400.woff2?url';
import semibold from './fonts/noto-sans-devanagari-600.woff2?url';

/*
 * Hindi pages only (docs/decisions/041): Noto Sans Devanagari, cut down to the letters Hindi is written
 * with (scripts/make-hindi-font.mjs; OFL, fonts/OFL.txt) and served by us (no font host; the CSP stays
 * strict). Importing this module adds the two faces and starts loading them: src/catalogue-first.ts
 * imports it while the app's code is still downloading, lib/i18n.ts with the catalogue. styles.css
 * names the family after the Latin fonts, so only Devanagari letters use it.
 */

/** Exactly the letters the files hold (font.test.ts): any other letter falls back to the phone's font. */
export const HINDI_LETTERS = 'U+0900-0950, U+0958-0970, U+200C-200D, U+20B9, U+25CC';

const HINDI_FAMILY = 'Noto Sans Devanagari';

/**
 * `local()` first: Android's own Devanagari font is this one, so a phone that has it downloads nothing.
 */
export const HINDI_FACES = [
  { weight: '400', names: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'], url: regular },
  { weight: '600', names: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'], url: semibold },
] as const;

const DEVANAGARI = /[\u0900-\u097f]/;

/** Adds both weights and starts them; settles once they have loaded (or failed to) and Hindi is drawn. */
function addFaces(fonts: FontFaceSet): Promise<void> {
  const faces = HINDI_FACES.map(
    ({ weight, names, url }) =>
      new FontFace(
        HINDI_FAMILY,
        [...names.map((n) => `local("${n}")`), `url(${url}) format("woff2")`].join(),
        {
          weight,
          display: 'swap',
          unicodeRange: HINDI_LETTERS,
        },
      ),
  );
  for (const face of faces) fonts.add(face);
  return Promise.allSettled(faces.map((face) => face.load())).then(() => {
    // Chromium keeps the shapes of words it laid out before any font could draw them (blank, where
    // the device has no Devanagari font of its own), even once this one has loaded; a change to the
    // page's font settings has every word shaped again. Only needed when Hindi text came first.
    if (DEVANAGARI.test(document.body?.textContent ?? ''))
      document.documentElement.style.fontFeatureSettings = '"liga"';
  });
}

// Importing this module is what adds the faces, once (a module runs once per page).
if (globalThis.document?.fonts) void addFaces(globalThis.document.fonts);
