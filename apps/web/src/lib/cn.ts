import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { USED_CLASS_GROUPS } from './tw-merge-groups';

/*
 * tailwind-merge's own twMerge builds a map of all 379 class groups on its first call, in the middle
 * of the shell's first render (one long task on a slow phone); the app's classes use about a third of
 * them, so the map is built for those (same answers for every class the app has: ADR 026).
 */
const twMerge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const used = new Set(USED_CLASS_GROUPS);
  return {
    ...config,
    classGroups: Object.fromEntries(
      Object.entries(config.classGroups).filter(([group]) => used.has(group)),
    ) as typeof config.classGroups,
  };
});

/** Joins class names; later Tailwind utilities win over earlier ones (so callers can override). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
