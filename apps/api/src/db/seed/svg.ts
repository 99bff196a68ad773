/** SVG artwork the demo seed stores as files: brand logos, product shots and guideline sheets. */

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two initials from the words of a name ('Kesar Kitchen' → 'KK', 'Glowveda' → 'GL'). */
export function initials(name: string): string {
  const words = name.split(/[\s&]+/).filter((w) => /[A-Za-z]/.test(w));
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export type LogoShape = 'circle' | 'rounded' | 'hexagon' | 'diamond';

function shapeOf(shape: LogoShape, fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="60" cy="60" r="56" fill="${fill}"/>`;
    case 'rounded':
      return `<rect x="6" y="6" width="108" height="108" rx="26" fill="${fill}"/>`;
    case 'hexagon':
      return `<path d="M60 4l48.5 28v56L60 116 11.5 88V32z" fill="${fill}"/>`;
    case 'diamond':
      return `<rect x="20" y="20" width="80" height="80" rx="14" transform="rotate(45 60 60)" fill="${fill}"/>`;
  }
}

/**
 * A brand logo as a brand would have one: a coloured mark with the name's first letter and the
 * name itself written under it, so a tile that shows only the logo (the dashboard's) still says
 * whose it is (issue 26: initials alone named no brand).
 */
export function logoSvg(name: string, color: string, accent: string, shape: LogoShape): string {
  // The wordmark fills the width at most: about 0.58 em a character in a bold sans.
  const size = Math.min(22, Math.floor(150 / (Math.max(name.length, 1) * 0.58)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="320" height="320">
  <title>${escapeXml(name)}</title>
  <g transform="translate(34 8) scale(0.766)">
    ${shapeOf(shape, color)}
    <circle cx="60" cy="60" r="40" fill="none" stroke="${accent}" stroke-width="2" opacity="0.6"/>
    <text x="60" y="62" text-anchor="middle" dominant-baseline="central" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initials(name).slice(0, 1))}</text>
  </g>
  <text x="80" y="140" text-anchor="middle" dominant-baseline="central" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${color}">${escapeXml(name)}</text>
</svg>
`;
}

/** A product shot: a package on a soft backdrop with the brand and product names on it. */
export function productSvg(brand: string, product: string, color: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
  <title>${escapeXml(product)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="${accent}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="650" rx="230" ry="36" fill="#000" opacity="0.12"/>
  <rect x="250" y="170" width="300" height="470" rx="28" fill="${color}"/>
  <rect x="250" y="170" width="300" height="90" rx="28" fill="#000" opacity="0.15"/>
  <rect x="290" y="330" width="220" height="160" rx="14" fill="#ffffff" opacity="0.92"/>
  <text x="400" y="395" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${color}">${escapeXml(brand)}</text>
  <text x="400" y="440" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="18" fill="#333">${escapeXml(product.length > 24 ? `${product.slice(0, 23)}…` : product)}</text>
  <text x="400" y="740" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="22" fill="#333">${escapeXml(product)}</text>
</svg>
`;
}

/** A one-page brand guideline sheet: palette, type and the do's and don'ts creators ask about. */
export function guidelineSvg(brand: string, color: string, accent: string, rules: readonly string[]): string {
  const swatch = (x: number, fill: string, label: string) =>
    `<rect x="${x}" y="200" width="150" height="110" rx="12" fill="${fill}" stroke="#ddd"/>
  <text x="${x}" y="335" font-family="Inter, Helvetica, Arial, sans-serif" font-size="16" fill="#444">${label}</text>`;
  const lines = rules
    .map(
      (r, i) =>
        `<text x="60" y="${450 + i * 40}" font-family="Inter, Helvetica, Arial, sans-serif" font-size="20" fill="#333">• ${escapeXml(r)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700" width="1000" height="700">
  <title>${escapeXml(brand)} brand guidelines</title>
  <rect width="1000" height="700" fill="#ffffff"/>
  <rect width="1000" height="120" fill="${color}"/>
  <text x="60" y="75" font-family="Inter, Helvetica, Arial, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(brand)} · Creator guidelines</text>
  <text x="60" y="175" font-family="Inter, Helvetica, Arial, sans-serif" font-size="22" font-weight="600" fill="#222">Colours</text>
  ${swatch(60, color, `Primary ${color}`)}
  ${swatch(240, accent, `Accent ${accent}`)}
  ${swatch(420, '#1F2937', 'Text #1F2937')}
  <text x="60" y="405" font-family="Inter, Helvetica, Arial, sans-serif" font-size="22" font-weight="600" fill="#222">Do's and don'ts</text>
  ${lines}
</svg>
`;
}
