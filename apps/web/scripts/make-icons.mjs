#!/usr/bin/env node
// Draws the installable app's icons (docs/decisions/040) from the brand mark in public/favicon.svg:
//   icons/icon-192.png, icons/icon-512.png   purpose "any": the mark as it is, rounded corners and all
//   icons/icon-maskable-512.png              purpose "maskable": the violet fills the square and the
//                                            glyph sits inside the safe zone (a circle of 40% of the
//                                            size around the centre), so any mask shape keeps it whole
//   icons/apple-touch-icon.png (180)         iOS rounds the corners itself and paints transparency black,
//                                            so the violet fills the square
//   icons/badge-96.png                       the notification badge: the glyph alone, white on transparent
//                                            (Android draws a badge from its alpha only)
// The PNGs are committed; run this again (node apps/web/scripts/make-icons.mjs) when the mark changes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// The mark is a 64×64 rounded square in the brand colour with the glyph drawn over it.
const background = /<rect\b[^>]*fill="(#[0-9a-f]{3,8})"[^>]*\/>/i.exec(mark);
if (!background) throw new Error('favicon.svg: no background <rect> with a fill');
const brand = background[1];
const glyph = mark
  .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(background[0], '');

// The glyph's farthest point from the centre (32, 32) is the dot's outer edge: about 29 units.
const GLYPH_RADIUS = Math.hypot(49 - 32 + 5 / Math.SQRT2, 15 - 32 - 5 / Math.SQRT2);
const SAFE_RADIUS = 0.4 * 64;

/** A 64×64 drawing: the brand colour filling the square, the glyph scaled about the centre. */
function fullBleed(scale) {
  const t = `translate(32 32) scale(${scale}) translate(-32 -32)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="${t}">${glyph}</g></svg>`;
}

/** The glyph alone in white, for the monochrome notification badge. */
function badge() {
  const white = glyph.replace(/fill="#[0-9a-f]{3,8}"/gi, 'fill="#fff"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 32) scale(1.3) translate(-32 -32)">${white}</g></svg>`;
}

function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' })
    .render()
    .asPng();
}

const maskableScale = Math.floor((SAFE_RADIUS / GLYPH_RADIUS) * 0.95 * 100) / 100;
const outputs = [
  ['icons/icon-192.png', mark, 192],
  ['icons/icon-512.png', mark, 512],
  ['icons/icon-maskable-512.png', fullBleed(maskableScale), 512],
  ['icons/apple-touch-icon.png', fullBleed(0.9), 180],
  ['icons/badge-96.png', badge(), 96],
];
for (const [file, svg, size] of outputs) {
  writeFileSync(path.join(publicDir, file), png(svg, size));
  console.log(`${file} ${size}×${size}`);
}
console.log(
  `maskable glyph scale ${maskableScale} (glyph radius ${(GLYPH_RADIUS * maskableScale).toFixed(1)} ≤ safe ${SAFE_RADIUS})`,
);
