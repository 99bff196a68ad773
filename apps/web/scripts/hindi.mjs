#!/usr/bin/env node
// Working with the Hindi catalogue (src/locales/hi/messages.po) without hand-editing PO syntax:
//   node scripts/hindi.mjs missing            the English messages without Hindi, as a JSON skeleton
//   node scripts/hindi.mjs fill <file.json>   sets Hindi from { "English message": "हिन्दी", … }
// Run `npm run messages -w @ih/web` first so the catalogue holds what the code says today.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../lingui.config.ts') });
const [catalog] = await getCatalogs(config);
const hindi = await catalog.read('hi');
const [command, file] = process.argv.slice(2);

if (command === 'missing') {
  const missing = Object.fromEntries(
    Object.values(hindi)
      .filter((entry) => !entry.translation && !entry.obsolete)
      .map((entry) => [entry.message, '']),
  );
  console.log(JSON.stringify(missing, null, 2));
} else if (command === 'fill' && file) {
  const given = JSON.parse(readFileSync(file, 'utf8'));
  let filled = 0;
  for (const entry of Object.values(hindi)) {
    const text = given[entry.message];
    if (typeof text === 'string' && text.trim()) {
      entry.translation = text;
      filled += 1;
    }
  }
  await catalog.write('hi', hindi);
  const left = Object.values(hindi).filter((e) => !e.translation && !e.obsolete).length;
  console.log(`Filled ${filled}; ${left} message(s) still without Hindi.`);
} else {
  console.error('Usage: node scripts/hindi.mjs missing | fill <file.json>');
  process.exit(2);
}
