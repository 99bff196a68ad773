#!/usr/bin/env node
// The Hindi pages' web font (docs/decisions/041): Noto Sans Devanagari, weights 400 and 600, cut down
// from @fontsource/noto-sans-devanagari's Devanagari files to the letters Hindi is written with, about
// 30% smaller. The shaping rules (conjuncts, matras, half forms) of those letters stay whole: harfbuzz's
// subsetter keeps every glyph they can form. A letter outside the set (Vedic marks, letters of other
// languages) falls back to the phone's own Devanagari font, which every phone has.
//
//   node apps/web/scripts/make-hindi-font.mjs
//
// Writes src/locales/hi/fonts/noto-sans-devanagari-{400,600}.woff2 (committed). The faces'
// unicode-range (HINDI_LETTERS in src/locales/hi/font.ts) must name the same letters, and every letter of the Hindi
// catalogue must be in them: src/locales/hi/font.test.ts checks both. Run this again when either fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = path.join(import.meta.dirname, '..', 'src', 'locales', 'hi', 'fonts');

/** [first, last] code points kept; font.ts's HINDI_LETTERS lists the same. */
export const HINDI_LETTERS = [
  [0x0900, 0x0950], // signs, vowels, consonants, matras, virama, om
  [0x0958, 0x0970], // nukta consonants (क़ ज़ ड़ फ़ …), vocalic vowels, danda, digits, abbreviation sign
  [0x200c, 0x200d], // zero-width (non-)joiner: half forms on request
  [0x20b9, 0x20b9], // ₹
  [0x25cc, 0x25cc], // dotted circle: a lone matra is drawn on it
];

const text = HINDI_LETTERS.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

for (const weight of [400, 600]) {
  const source = require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
  const original = readFileSync(source);
  const subset = await subsetFont(original, text, { targetFormat: 'woff2' });
  const file = path.join(out, `noto-sans-devanagari-${weight}.woff2`);
  writeFileSync(file, subset);
  console.log(`${path.relative(process.cwd(), file)}: ${subset.length} bytes (from ${original.length})`);
}
