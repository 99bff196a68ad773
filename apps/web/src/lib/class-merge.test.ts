import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

// A Tailwind utility has a value ('px-4'), a variant ('sm:flex') or is one of the bare words
// class-merge knows ('flex', 'truncate'); prose ('Loading', 'the') is none of these.
const BARE =
  /^(block|inline|flex|grid|hidden|contents|table|static|fixed|absolute|relative|sticky|visible|invisible|truncate|uppercase|lowercase|capitalize|underline|italic|antialiased|grow|shrink|border|rounded|shadow|ring|transition|isolate|resize|container|outline|blur)$/;
const looksLikeAClass = (token: string) =>
  /^[!a-z-[][a-z0-9!:.\-[\]/&_=%()#,>*'"]*$/.test(token) &&
  (BARE.test(token) || /[a-z]-[a-z0-9[(]/.test(token) || token.includes(':'));

/** Every class token the code writes in className, cn(…) and cva(…) strings. */
function classesInTheCode(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const tokens = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = readFileSync(full, 'utf8');
        for (const [, literal] of text.matchAll(/['"`]([^'"`\n]*)['"`]/g))
          for (const token of (literal ?? '').split(/\s+/)) if (looksLikeAClass(token)) tokens.add(token);
      }
    }
  };
  walk(root);
  return [...tokens];
}

// Where tailwind-merge is wrong: it takes Tailwind's bg-gradient-to-* (an image) for a colour and drops
// the colour beneath the gradient.
const KNOWN_DIFFERENCES = /^bg-\S+ bg-gradient-to-\S+$|^bg-gradient-to-\S+ bg-\S+$/;

const variantsOf = (cls: string) => cls.slice(0, cls.lastIndexOf(':') + 1);

describe('mergeClasses', () => {
  it('lets a later class of a group win, per variant', () => {
    expect(mergeClasses('px-4 py-2 px-2')).toBe('py-2 px-2');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('text-sm text-gray-600 text-base')).toBe('text-gray-600 text-base');
    expect(mergeClasses('bg-white hover:bg-gray-50 bg-brand-600')).toBe('hover:bg-gray-50 bg-brand-600');
    expect(mergeClasses('h-9 size-8')).toBe('size-8');
    expect(mergeClasses('')).toBe('');
  });

  it('answers as tailwind-merge does for every pair of classes the code writes', () => {
    // The classes tailwind-merge knows (it drops a repeat of those only); the others are words that
    // merely look like classes, which both leave alone.
    const classes = classesInTheCode().filter((cls) => twMerge(`${cls} ${cls}`) === cls);
    expect(classes.length).toBeGreaterThan(300);
    expect(classes.filter((cls) => mergeClasses(`${cls} ${cls}`) !== cls)).toEqual([]);
    // Classes can only conflict within the same variants: pair those.
    const byVariants = new Map<string, string[]>();
    for (const cls of classes)
      byVariants.set(variantsOf(cls), [...(byVariants.get(variantsOf(cls)) ?? []), cls]);
    const wrong: string[] = [];
    for (const group of byVariants.values())
      for (const a of group)
        for (const b of group) {
          const input = `${a} ${b}`;
          if (mergeClasses(input) !== twMerge(input) && !KNOWN_DIFFERENCES.test(input))
            wrong.push(`${input} → ${mergeClasses(input)} (tailwind-merge: ${twMerge(input)})`);
        }
    expect(wrong.slice(0, 80)).toEqual([]);
  });
});
