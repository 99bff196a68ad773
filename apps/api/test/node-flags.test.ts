import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types
import { NODE_FLAGS } from '../scripts/node-flags.mjs';

/**
 * The API process runs with the same node flags however it is started (issue 32: the young
 * generation's size is what keeps its memory at rest under 200 MB). package.json cannot import
 * scripts/node-flags.mjs, so this holds its scripts to it.
 */
describe('node flags', () => {
  const scripts = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'),
  ).scripts;

  it.each(['start', 'worker'])('npm run %s starts node with every flag of scripts/node-flags.mjs', (name) => {
    const command: string = scripts[name];
    const node = command.split('&&').at(-1)!.trim().split(/\s+/);
    expect(node[0]).toBe('node');
    expect(node.slice(1, -1)).toEqual(NODE_FLAGS);
  });
});
