#!/usr/bin/env node
// Prints a Hindi catalogue's translations as { "English message": "हिन्दी" } JSON, for scripts/hindi.mjs
// fill: how translations from another branch's catalogue are carried over after a merge.
//   node scripts/po-to-json.mjs <messages.po>
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';

const file = process.argv[2];
if (!file) {
  console.error('Usage: node scripts/po-to-json.mjs <messages.po>');
  process.exit(2);
}
const catalog = await formatter().parse(readFileSync(file, 'utf8'), {
  locale: 'hi',
  sourceLocale: 'en',
  filename: file,
});
const out = {};
for (const entry of Object.values(catalog))
  if (entry.translation && entry.message) out[entry.message] = entry.translation;
console.log(JSON.stringify(out, null, 2));
