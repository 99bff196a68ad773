// @vitest-environment node
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../src/lib/cn';
import { USED_CLASS_GROUPS } from '../src/lib/tw-merge-groups';
import { readSources } from './check-boundaries';
import { classCandidates, groupsClaiming } from './tw-merge-groups';

const repo = path.resolve(import.meta.dirname, '../../..');
const classes = classCandidates(readSources(repo).filter((f) => f.path.startsWith('apps/web/src/')));

describe('cn with the trimmed tailwind-merge map (ADR 026)', () => {
  it('has every class group that a class in the web sources belongs to', () => {
    expect(classes.length).toBeGreaterThan(500);
    const missing = groupsClaiming(classes).filter((g) => !USED_CLASS_GROUPS.includes(g));
    expect(missing, 'add these to src/lib/tw-merge-groups.ts').toEqual([]);
  });

  it('merges any two of the app classes as the full tailwind-merge does', () => {
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it('still lets a later class win', () => {
    expect(cn('p-2 text-sm', 'p-4')).toBe('text-sm p-4');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('size-6', 'size-4')).toBe('size-4');
    expect(cn('bg-white', 'bg-violet-50')).toBe('bg-violet-50');
    expect(cn('text-gray-700', 'text-xs')).toBe('text-gray-700 text-xs');
  });
});
