import { WORK_MESSAGES } from './work-messages.ts';

/**
 * The upload page's slots — one per deliverable and platform of a campaign — and the rules on what
 * each must hold: how many files (a Carousel's "jpg / png (5-8 slides)"), and which slots must be
 * filled before the work can be sent (every one the brand did not mark optional). Zod-free and
 * shared: the web checks a submission with exactly what the API enforces (issue 26 A, D).
 */

/** How many files a slot takes. */
export interface SlideRange {
  min: number;
  max: number;
}

/** The most files one slot can take (the submission body's own limit per deliverable). */
export const MAX_FILES_PER_SLOT = 50;

// '(5-8 slides)', '5–8 slides', '5 to 8 slides'; and '6 slides' for an exact count.
const RANGE = /(\d{1,3})\s*(?:-|–|—|to)\s*(\d{1,3})\s*slides?\b/i;
const EXACT = /(\d{1,3})\s*slides?\b/i;

/**
 * The number of slides a deliverable's format asks for, or null when it names none (one file, the
 * documents' picker). Read from the campaign's own text, the one place a brand writes it.
 */
export function slideRange(format: string | null | undefined): SlideRange | null {
  const text = format ?? '';
  const range = RANGE.exec(text);
  const [a, b] = range
    ? [Number(range[1]), Number(range[2])]
    : ((n) => [n, n])(Number(EXACT.exec(text)?.[1] ?? Number.NaN));
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  const min = Math.max(1, Math.min(a, b, MAX_FILES_PER_SLOT));
  const max = Math.min(Math.max(a, b), MAX_FILES_PER_SLOT);
  return max >= 1 ? { min, max } : null;
}

/** 'Instagram Carousel': how a slot is named to a person. */
export const slotName = (platformName: string, contentType: string) =>
  `${platformName.trim()} ${contentType.trim()}`.trim();

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'Add 5 to 8 slides for the Instagram Carousel.' (or 'Add 6 slides …' for an exact count). */
export function slideCountMessage(range: SlideRange, name: string): string {
  const count = range.min === range.max ? `${range.min}` : `${range.min} to ${range.max}`;
  return `Add ${count} ${range.max === 1 ? 'slide' : 'slides'} for the ${name}.`;
}

/** 'Add a file for Instagram Reel and YouTube Short.' */
export const missingSlotsMessage = (names: readonly string[]) => `Add a file for ${joinNames(names)}.`;

export interface SlotDeliverable {
  id: string;
  contentType: string;
  format: string | null;
  /** The brand marked it optional: its slots may stay empty. */
  optional: boolean;
}
export interface SlotPlatform {
  id: string;
  name: string;
}

/** One slot's rule, in the page's order: deliverables as listed, each on the platforms as listed. */
export interface SlotRule {
  platformId: string;
  deliverableId: string;
  name: string;
  required: boolean;
  range: SlideRange | null;
}

export function slotRules(deliverables: readonly SlotDeliverable[], platforms: readonly SlotPlatform[]) {
  return deliverables.flatMap((d) =>
    platforms.map(
      (p): SlotRule => ({
        platformId: p.id,
        deliverableId: d.id,
        name: slotName(p.name, d.contentType),
        required: !d.optional,
        range: slideRange(d.format),
      }),
    ),
  );
}

export const slotKey = (platformId: string, deliverableId: string) => `${platformId}|${deliverableId}`;

export interface SlotProblem {
  platformId: string;
  deliverableId: string;
  message: string;
}

/**
 * What is wrong with a submission's file counts, given how many files each slot holds (by
 * `slotKey`): first the required slots left empty, as one sentence naming them all; else each
 * filled slot whose count is outside its format's range. Empty when the work can be sent; when
 * nothing at all was added, the documents' own 'Please upload at least one file before submitting.'
 */
export function checkSlots(rules: readonly SlotRule[], counts: ReadonlyMap<string, number>): SlotProblem[] {
  const count = (r: SlotRule) => counts.get(slotKey(r.platformId, r.deliverableId)) ?? 0;
  if (rules.every((r) => count(r) === 0)) {
    const [first] = rules;
    return first
      ? [{ platformId: first.platformId, deliverableId: first.deliverableId, message: WORK_MESSAGES.noFiles }]
      : [];
  }
  const missing = rules.filter((r) => r.required && count(r) === 0);
  if (missing.length) {
    const message = missingSlotsMessage(missing.map((r) => r.name));
    return missing.map((r) => ({ platformId: r.platformId, deliverableId: r.deliverableId, message }));
  }
  return rules.flatMap((r) => {
    const n = count(r);
    if (n === 0 || !r.range || (n >= r.range.min && n <= r.range.max)) return [];
    return [
      {
        platformId: r.platformId,
        deliverableId: r.deliverableId,
        message: slideCountMessage(r.range, r.name),
      },
    ];
  });
}
