import { describe, expect, it } from 'vitest';
import { checkSlots, slideRange, slotKey, slotRules } from './work-slots.ts';

describe('slideRange', () => {
  it('reads the slide count a format names, in the ways brands write it', () => {
    expect(slideRange('jpg / png (5-8 slides)')).toEqual({ min: 5, max: 8 });
    expect(slideRange('JPG, 3 – 10 Slides')).toEqual({ min: 3, max: 10 });
    expect(slideRange('png, 4 to 6 slides')).toEqual({ min: 4, max: 6 });
    expect(slideRange('6 slides')).toEqual({ min: 6, max: 6 });
    expect(slideRange('(8-5 slides)')).toEqual({ min: 5, max: 8 });
  });
  it('is null for a one-file format', () => {
    for (const f of ['jpg / png', 'MP4 9:16', '', null, undefined, 'Article, 800+ words'])
      expect(slideRange(f)).toBeNull();
  });
});

describe('checkSlots', () => {
  const rules = slotRules(
    [
      { id: 'reel', contentType: 'Reel', format: 'MP4', optional: false },
      { id: 'car', contentType: 'Carousel', format: 'jpg (5-8 slides)', optional: false },
      { id: 'story', contentType: 'Story', format: 'jpg', optional: true },
    ],
    [
      { id: 'ig', name: 'Instagram' },
      { id: 'yt', name: 'YouTube' },
    ],
  );
  const counts = (entries: [string, string, number][]) =>
    new Map(entries.map(([p, d, n]) => [slotKey(p, d), n]));

  it('names every empty required slot in one sentence, in page order', () => {
    const problems = checkSlots(rules, counts([['ig', 'reel', 1]]));
    expect(new Set(problems.map((p) => p.message))).toEqual(
      new Set(['Add a file for YouTube Reel, Instagram Carousel and YouTube Carousel.']),
    );
    expect(problems).toHaveLength(3);
  });
  it('then checks slide counts; optional slots may stay empty', () => {
    const problems = checkSlots(
      rules,
      counts([
        ['ig', 'reel', 1],
        ['yt', 'reel', 1],
        ['ig', 'car', 4],
        ['yt', 'car', 5],
      ]),
    );
    expect(problems).toEqual([
      { platformId: 'ig', deliverableId: 'car', message: 'Add 5 to 8 slides for the Instagram Carousel.' },
    ]);
  });
  it('says the documents’ sentence when nothing was added at all', () => {
    expect(checkSlots(rules, new Map())[0]?.message).toBe(
      'Please upload at least one file before submitting.',
    );
  });
});
