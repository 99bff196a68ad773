// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { HINDI_FACES, HINDI_LETTERS } from './font';

/**
 * The Hindi web font is cut down to a set of letters (scripts/make-hindi-font.mjs). Two promises keep
 * that safe: the faces (font.ts) claim exactly the letters the files can draw (a letter they claimed but
 * could not draw would be a blank box instead of the phone's own font), and every Devanagari letter a
 * Hindi reader is shown (the web catalogue, the contract's texts, the API's notifications) is one of
 * them. A new word with a letter outside the set fails here: add the letter to the script, run it.
 */
const here = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(here, file), 'utf8');

function pointsIn(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = Number.parseInt(first ?? '', 16); point <= Number.parseInt(last ?? '', 16); point++)
      points.add(point);
  }
  return points;
}

async function lettersIn(file: string): Promise<Set<number>> {
  const truetype = await fontverter.convert(readFileSync(path.join(here, file)), 'truetype');
  return new Set(new Face(new Blob(new Uint8Array(truetype))).collectUnicodes());
}

// The faces' URLs are the build's; the file each names is in fonts/.
const fontFiles = HINDI_FACES.map(({ url }) => `fonts/${url.split('/').pop()?.split('?')[0]}`);
const claimed = pointsIn(HINDI_LETTERS);

// Letters drawn with the Devanagari font: the script's blocks, and the rupee sign the faces claim.
const isDevanagari = (point: number) =>
  (point >= 0x0900 && point <= 0x097f) ||
  (point >= 0x1cd0 && point <= 0x1cff) ||
  (point >= 0xa8e0 && point <= 0xa8ff) ||
  point === 0x20b9;

describe('the Hindi web font', () => {
  it('is two files, 400 and 600, each claiming exactly the letters it can draw', async () => {
    expect(HINDI_FACES.map(({ weight }) => weight)).toEqual(['400', '600']);
    expect(fontFiles).toEqual([
      'fonts/noto-sans-devanagari-400.woff2',
      'fonts/noto-sans-devanagari-600.woff2',
    ]);
    for (const file of fontFiles) {
      const drawn = await lettersIn(file);
      expect([...claimed].filter((point) => !drawn.has(point)).map((p) => p.toString(16))).toEqual([]);
      expect([...drawn].filter((point) => isDevanagari(point) && !claimed.has(point))).toEqual([]);
    }
  });

  it('draws every Devanagari letter a Hindi reader is shown', () => {
    const shown = [
      read('messages.po'),
      read('texts.ts'),
      readFileSync(path.resolve(here, '../../../../api/src/lib/i18n/hi.ts'), 'utf8'),
    ].join('');
    const missing = new Set<string>();
    for (const letter of shown) {
      const point = letter.codePointAt(0) ?? 0;
      if (isDevanagari(point) && !claimed.has(point)) missing.add(`${letter} U+${point.toString(16)}`);
    }
    expect([...missing]).toEqual([]);
  });
});
