/**
 * Joins Tailwind classes so that a later utility wins over an earlier one of the same group
 * ('px-4 px-2' → 'px-2', 'p-4 px-2' keeps both, 'px-2 p-4' → 'p-4'), per variant ('hover:bg-x' and
 * 'bg-y' both stay). It replaces tailwind-merge, whose map of every Tailwind group was 12.9 KB gzipped
 * on every page, with the groups this app uses (docs/decisions/041). class-merge.test.ts holds it to
 * tailwind-merge's answers on every pair of classes the code writes, so a class it does not know
 * fails a test instead of merging wrongly.
 */

// Utilities named by a fixed word, by their group: the ones the code writes (class-merge.test.ts
// fails when it writes another that tailwind-merge knows).
const WORDS: Record<string, string> = {};
const words = (group: string, list: string) => {
  for (const w of list.split(' ')) WORDS[w] = group;
};
words('display', 'block inline-block inline flex inline-flex grid hidden contents table');
words('position', 'static fixed absolute relative sticky');
words('visibility', 'visible invisible');
words('sr', 'sr-only not-sr-only');
words('text-overflow', 'truncate');
words('text-transform', 'uppercase');
words('text-decoration', 'underline line-through');
words('numeric-spacing', 'tabular-nums');
words('smoothing', 'antialiased');
words('grow', 'grow');
words('shrink', 'shrink');
words('flex-direction', 'flex-row flex-col flex-col-reverse');
words('flex-wrap', 'flex-wrap');
words('flex', 'flex-1 flex-none');
words('whitespace', 'whitespace-normal whitespace-nowrap whitespace-pre-line whitespace-pre-wrap');
words('break', 'break-words break-all');
words('wrap', 'wrap-anywhere');
words('text-align', 'text-left text-center text-right');
words('align', 'align-top align-middle');
words('border-style', 'border-dashed');
words('outline-style', 'outline-none');
words('bg-clip', 'bg-clip-text');
words('shadow', 'shadow shadow-xs shadow-sm shadow-md shadow-lg shadow-xl shadow-none');
words('ring-w', 'ring');
words('ring-inset', 'ring-inset');
words('outline-w', 'outline');
words('transition', 'transition transition-colors transition-shadow transition-transform');
words('appearance', 'appearance-none');
words('object-fit', 'object-contain object-cover');
words('rounded', 'rounded');
words('border-w', 'border');
words('list-style', 'list-none list-disc list-decimal');
words('backdrop-blur', 'backdrop-blur');
words('blur', 'blur');
words('border-collapse', 'border-collapse');

const SIZES = /^(xs|sm|base|lg|xl|\dxl)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const NUMBER = /^(\d+(\.\d+)?|px|\[\d[^\]]*\])$/;
const SIDES = /^(x|y|t|r|b|l|s|e)$/;
const RADII = /^(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[.*\])$/;
const CORNERS = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|ee|es)$/;

// Utilities named by a prefix and a value, longest first so that 'min-w' wins over 'w'.
const PREFIX_LIST = [
  'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y space-x space-y',
  'w h size min-w min-h max-w max-h inset inset-x inset-y top right bottom left start end z',
  'opacity order basis leading tracking duration delay ease cursor select overflow overflow-x overflow-y',
  'items justify justify-items justify-self self content place-items place-content place-self',
  'translate-x translate-y scale rotate col-span col-start col-end row-span row-start row-end',
  'grid-cols grid-rows object aspect line-clamp decoration underline-offset pointer-events fill stroke',
  'scroll-mt scroll-pt accent caret from via to outline-offset ring-offset divide-x divide-y',
  'bg-gradient-to bg-linear grow shrink transition blur backdrop-blur',
]
  .join(' ')
  .split(' ')
  .sort((a, b) => b.length - a.length);
const PREFIXES = new Set(PREFIX_LIST);

/** The group a utility (without variants, '!' or a leading '-') belongs to, or null if unknown. */
function groupOf(base: string): string | null {
  const word = WORDS[base];
  if (word) return word;
  // An arbitrary property, '[overflow-wrap:anywhere]', conflicts with the same property only.
  if (base.startsWith('[') && base.includes(':')) return base.slice(0, base.indexOf(':'));
  const dash = base.indexOf('-');
  // Every utility not in WORDS has a value: a bare 'p' or 'text' is not a class.
  if (dash < 0) return null;
  const head = base.slice(0, dash);
  const rest = base.slice(dash + 1);
  if (!rest) return null;
  switch (head) {
    case 'text':
      if (SIZES.test(rest) || /^\[\d/.test(rest)) return 'font-size';
      return 'text-color';
    case 'font':
      if (FONT_WEIGHTS.test(rest)) return 'font-weight';
      return 'font-family';
    case 'bg':
      if (/^(fixed|local|scroll)$/.test(rest)) return 'bg-attachment';
      if (/^(auto|cover|contain)$/.test(rest)) return 'bg-size';
      if (/^(no-repeat|repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(rest)) return 'bg-repeat';
      if (/^(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(rest))
        return 'bg-position';
      if (/^(none|gradient-to-|linear-)/.test(rest)) return 'bg-image';
      return 'bg-color';
    case 'border':
    case 'divide': {
      const [side, ...more] = rest.split('-');
      if (head === 'border' && side && SIDES.test(side)) {
        const value = more.join('-');
        return !value || NUMBER.test(value) ? `border-w-${side}` : `border-color-${side}`;
      }
      if (head === 'divide' && (side === 'x' || side === 'y')) return `divide-${side}`;
      return NUMBER.test(rest) ? `${head}-w` : `${head}-color`;
    }
    case 'rounded': {
      const [corner, ...size] = rest.split('-');
      if (corner && CORNERS.test(corner))
        return size.length === 0 || RADII.test(size.join('-')) ? `rounded-${corner}` : null;
      return RADII.test(rest) ? 'rounded' : null;
    }
    case 'animate':
      return /^(none|spin|ping|pulse|bounce|\[.*\])$/.test(rest) ? 'animate' : null;
    case 'ring':
      if (rest.startsWith('offset-'))
        return NUMBER.test(rest.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return NUMBER.test(rest) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (rest.startsWith('offset-')) return 'outline-offset';
      return NUMBER.test(rest) ? 'outline-w' : 'outline-color';
    case 'shadow':
      return 'shadow-color';
    case 'stroke':
      return NUMBER.test(rest) ? 'stroke-w' : 'stroke';
  }
  if (PREFIXES.has(base)) return null;
  for (const prefix of PREFIX_LIST) if (base.startsWith(`${prefix}-`)) return prefix;
  return null;
}

// Groups a class of a group also overrides: 'p-4' after 'px-2' replaces it.
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
    'border-w-s',
    'border-w-e',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
    'border-color-s',
    'border-color-e',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  'font-size': ['leading'],
  flex: ['grow', 'shrink', 'basis'],
  'line-clamp': ['display', 'overflow'],
};

/** Splits 'md:hover:!px-2' into its variants ('md:hover:'), whether important, and 'px-2'. */
function parse(cls: string) {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i + 1;
  }
  let base = cls.slice(cut);
  let important = '';
  if (base.startsWith('!') || base.endsWith('!')) {
    important = '!';
    base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
  }
  if (base.startsWith('-')) base = base.slice(1);
  const variants = cls.slice(0, cut).split(':').filter(Boolean).sort().join(':');
  return { scope: `${variants}${important}:`, base };
}

/** Keeps, of each group in each variant, the last class given; unknown classes always stay. */
export function mergeClasses(classes: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const list = classes.split(/\s+/).filter(Boolean);
  for (let i = list.length - 1; i >= 0; i--) {
    const cls = list[i] as string;
    const { scope, base } = parse(cls);
    const group = groupOf(base);
    if (group === null) {
      kept.push(cls);
      continue;
    }
    if (seen.has(scope + group)) continue;
    seen.add(scope + group);
    for (const overridden of OVERRIDES[group] ?? []) seen.add(scope + overridden);
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}
