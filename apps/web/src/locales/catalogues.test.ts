import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { texts as hindiTexts } from './hi/texts';

/**
 * The guards of design §19: a message shown in English has a Hindi entry, the catalogues hold what the
 * code says today, and a translation keeps the message's placeholders, tags and numbers.
 */
const configPath = path.resolve(import.meta.dirname, '../../lingui.config.ts');

async function catalogue() {
  const [catalog] = await getCatalogs(getConfig({ configPath, skipValidation: true }));
  if (!catalog) throw new Error('lingui.config.ts names no catalogue');
  return catalog;
}

// What must survive translation: {placeholders}, <0>tags</0>, and digits (an amount or a limit).
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();
const numbers = (text: string) =>
  [...text.replace(/\{[^{}]*\}/g, '').matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]).sort();

describe('message catalogues', () => {
  it('hold every message the code has, and no other (run `npm run messages -w @ih/web` after a change)', async () => {
    const catalog = await catalogue();
    const extracted = (await catalog.collect()) ?? {};
    const committed = await catalog.read('en');
    expect(Object.keys(committed).sort()).toEqual(Object.keys(extracted).sort());
  }, 120_000);

  it('have a Hindi translation of every message, keeping its placeholders, tags and numbers', async () => {
    const catalog = await catalogue();
    const english = await catalog.read('en');
    const hindi = await catalog.read('hi');
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(english)) {
      const source = entry.message ?? id;
      const translation = hindi[id]?.translation;
      if (!translation) problems.push(`no Hindi for "${source}"`);
      else if (
        JSON.stringify(placeholders(source)) !== JSON.stringify(placeholders(translation)) ||
        JSON.stringify(tags(source)) !== JSON.stringify(tags(translation)) ||
        JSON.stringify(numbers(source)) !== JSON.stringify(numbers(translation))
      )
        problems.push(`"${translation}" does not keep the placeholders, tags or numbers of "${source}"`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('have Hindi for every text the API and the contract send a creator, keeping its numbers', async () => {
    const problems: string[] = [];
    for (const [file, module] of creatorSideMessageFiles()) {
      for (const text of stringsIn(module)) {
        const hindi = hindiTexts[text];
        if (!hindi) problems.push(`${file}: no Hindi for "${text}"`);
        else if (JSON.stringify(numbers(text)) !== JSON.stringify(numbers(hindi)))
          problems.push(`${file}: "${hindi}" changes the numbers of "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The contract's message files a creator's screens show; the staff and brand ones stay English. */
function creatorSideMessageFiles(): [string, unknown][] {
  const modules = import.meta.glob('../../../../packages/contract/src/*-messages.ts', { eager: true });
  const staffOnly = /^(admin-|brand-|discovery|shortlists|settings)/;
  return Object.entries(modules)
    .map(([file, module]): [string, unknown] => [path.basename(file), module])
    .filter(([file]) => !staffOnly.test(file));
}

function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, into);
  return into;
}
