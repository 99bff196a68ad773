/*
 * Not in lib/format.ts: the avatar is on pages that format nothing else (the profile form), and the
 * build copies a small shared module whole into each chunk that imports it (vite.config.ts), so
 * taking this from format.ts put all of format.ts into those pages' chunks.
 */

/** Initials of the first two words of a name, else 'U' (the avatar rule, doc 000 §2). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length === 0) return 'U';
  return words.map((w) => w.charAt(0).toUpperCase()).join('');
}
