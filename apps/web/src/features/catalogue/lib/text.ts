import { withWebScheme } from '@ih/contract/patterns';
import { truncate } from '@/lib/format';

/**
 * A card's summary: runs of whitespace (line breaks from the brief's text areas) become one space
 * before the documents' cut (120 characters on campaign cards, 100 on saved ones), so the limit
 * counts what the reader sees.
 */
export function cardSummary(text: string | null | undefined, max: number): string {
  return truncate((text ?? '').replace(/\s+/g, ' ').trim(), max);
}

/** The first non-blank of the given texts, else the fallback ('Untitled Campaign', 'Unknown Brand', …). */
export function firstText(values: (string | null | undefined)[], fallback: string): string {
  for (const v of values) if (v?.trim()) return v.trim();
  return fallback;
}

/** A website as typed by the brand team, made absolute: 'brand.in' → 'https://brand.in' (doc 000 §2). */
export function websiteHref(link: string | null | undefined): string | null {
  return withWebScheme(link ?? '') || null;
}

/** A website for display: without the scheme and a trailing slash ('www.brand.in'). */
export function websiteLabel(link: string): string {
  return link
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
