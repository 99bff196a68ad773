import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import type { SourceFile } from './check-boundaries';

/*
 * tailwind-merge builds its lookup map of every Tailwind class group (379 in v3) on the first cn()
 * call, inside the first render of the app's shell: about a quarter of that render's blocking time
 * under Lighthouse's 4x CPU slowdown (docs/benchmarks.md §3, ADR 026). src/lib/cn.ts builds the map
 * for the groups the app's own classes belong to only; this finds those groups, so a test can tell
 * when a new class needs one that the list lacks.
 */

/** Whitespace-separated words of the web sources that could be a class (with variants). */
export function classCandidates(sources: SourceFile[]): string[] {
  const words = new Set<string>();
  for (const f of sources)
    for (const w of f.text.split(/[\s'"`{}]+/))
      if (w.length > 0 && w.length < 100 && /^[!a-z0-9@[*-]/i.test(w)) words.add(w);
  // tailwind-merge keeps an unknown class twice and collapses a class it knows; arbitrary properties
  // (`[overflow-wrap:anywhere]`) are handled outside the class groups.
  return [...words].filter((w) => !/(^|:)!?\[[^\]]*:/.test(w) && twMerge(`${w} ${w}`) === w);
}

/**
 * Every class group, in tailwind-merge's order, that claims at least one of the classes: all the
 * groups that could claim a class, not just the one that wins, so the trimmed map resolves each of
 * the app's classes exactly as the full one does.
 */
export function groupsClaiming(classes: string[]): string[] {
  const config = getDefaultConfig();
  return Object.keys(config.classGroups).filter((group) => {
    const only = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: config.classGroups[group as keyof typeof config.classGroups] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    return classes.some((c) => only(`${c} ${c}`) === c);
  });
}
