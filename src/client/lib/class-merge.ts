// A small Tailwind class-conflict resolver for `cn()`: the later of two classes that set the same
// property (under the same variants) wins, as with tailwind-merge, whose 8 KB gzip of config put
// the home page over its 100 KB budget. It knows the utility groups this codebase uses;
// class-merge.test.ts checks it against tailwind-merge on every class the client source contains.
// A class it does not recognise is always kept, so the worst case is an extra class, never a lost one.

const SIZE =
  '(?:\\d+(?:\\.\\d+)?|px|auto|full|screen|svw|lvw|dvw|svh|lvh|dvh|min|max|fit|prose|xs|sm|md|lg|xl|\\dxl|\\d+/\\d+|\\[.+\\]|\\(.+\\))';
const TEXT_SIZE = '(?:xs|sm|base|lg|xl|\\dxl)(?:/.+)?';
const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'];
const CORNERS = ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'es', 'ee'];
const COLOR =
  /^(?:inherit|current|transparent|black|white|[a-z]+(?:-[a-z]+)*(?:-\d{2,3})?)(?:\/\d+)?$/;

type Rule = [RegExp, string | ((match: RegExpExecArray) => string)];

const RULES: Rule[] = [
  [
    /^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|flow-root|grid|inline-grid|contents|list-item|hidden)$/,
    'display',
  ],
  [/^(?:static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(?:visible|invisible|collapse)$/, 'visibility'],
  [/^(?:sr-only|not-sr-only)$/, 'sr'],
  [/^(?:italic|not-italic)$/, 'font-style'],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(?:underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-(?:\d+|auto|initial|none|\[.+\])$/, 'flex'],
  [/^(shrink|grow)(?:-.+)?$/, (m) => m[1] ?? ''],
  // Only Tailwind's own values: a class of ours such as "self-check-crisis" is not align-self.
  [/^self-(?:auto|start|end|center|stretch|baseline|baseline-last|end-safe|center-safe)$/, 'self'],
  // Likewise only Tailwind's own animations: our "animate-rise" is a class tailwind-merge keeps.
  [/^animate-(?:none|spin|ping|pulse|bounce|\[.+\]|\(.+\))$/, 'animate'],
  [
    /^(basis|order|z|opacity|cursor|pointer-events|select|leading|tracking|whitespace|duration|ease|delay|aspect|object|columns|fill|underline-offset|decoration|backdrop-blur|blur|grid-cols|grid-rows|col-span|col-start|col-end|row-span|row-start|row-end|auto-cols|auto-rows|grid-flow|scroll-m[trblxy]?|scroll-p[trblxy]?|space-x|space-y|divide-x|divide-y|place-content|place-items|place-self|justify-items|justify-self|justify|items|break|line-clamp|origin|rotate|scale|translate-x|translate-y|skew-x|skew-y|indent|align|transition|list-image)-.+$/,
    (m) => m[1] ?? '',
  ],
  [/^(transition|grow|shrink|truncate|container|resize)$/, (m) => m[1] ?? ''],
  [/^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^stroke-(?:\d+|\[\d.*\])$/, 'stroke-w'],
  [/^stroke-.+$/, 'stroke'],
  [/^list-(?:inside|outside)$/, 'list-position'],
  [/^list-.+$/, 'list-type'],
  [/^overscroll-([xy])-.+$/, (m) => `overscroll-${m[1]}`],
  [/^overscroll-.+$/, 'overscroll'],
  [/^overflow-([xy])-.+$/, (m) => `overflow-${m[1]}`],
  [/^overflow-.+$/, 'overflow'],
  [/^gap-([xy])-.+$/, (m) => `gap-${m[1]}`],
  [/^gap-.+$/, 'gap'],
  [/^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-.+$/, (m) => m[1] ?? ''],
  [new RegExp(`^(size|w|h|min-w|min-h|max-w|max-h)-${SIZE}$`), (m) => m[1] ?? ''],
  [/^(inset-x|inset-y|inset|top|right|bottom|left|start|end)-.+$/, (m) => m[1] ?? ''],
  [new RegExp(`^text-(?:${TEXT_SIZE}|\\[\\d.*\\])$`), 'font-size'],
  [/^text-(?:left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(?:ellipsis|clip)$/, 'text-overflow'],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(.+)$/, (m) => (COLOR.test(m[1] ?? '') ? 'text-color' : '')],
  [
    /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/,
    'font-weight',
  ],
  [/^font-.+$/, 'font-family'],
  [/^bg-(?:linear|radial|conic|gradient|none|\[image:).*$/, 'bg-image'],
  [/^bg-(?:size-.+|auto|cover|contain)$/, 'bg-size'],
  [/^bg-(?:fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(?:repeat.*|no-repeat)$/, 'bg-repeat'],
  [/^bg-(?:clip|origin|blend|position)-.+$/, ''],
  [/^bg-(?:top|bottom|left|right|center)(?:-.+)?$/, 'bg-position'],
  [/^bg-(.+)$/, (m) => (COLOR.test(m[1] ?? '') || /^\[#/.test(m[1] ?? '') ? 'bg-color' : '')],
  [/^border(?:-(\d+|\[\d.*\]))?$/, 'border-w'],
  [/^border-([trblsexy])(?:-(\d+|\[\d.*\]))?$/, (m) => `border-w-${m[1]}`],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  // Table borders, not a colour: "collapse" would otherwise read as a colour name.
  [/^border-(?:collapse|separate)$/, 'border-collapse'],
  [/^border-(.+)$/, (m) => (COLOR.test(m[1] ?? '') ? 'border-color' : '')],
  [/^rounded(?:-(?:none|xs|sm|md|lg|xl|\dxl|full|\[.+\]))?$/, 'rounded'],
  [/^rounded-(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(?:-.+)?$/, (m) => `rounded-${m[1]}`],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-(.+)$/, (m) => (COLOR.test(m[1] ?? '') ? 'shadow-color' : '')],
  [/^ring(?:-(\d+))?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-(.+)$/, (m) => (COLOR.test(m[1] ?? '') ? 'ring-offset-color' : '')],
  [/^ring-(.+)$/, (m) => (COLOR.test(m[1] ?? '') ? 'ring-color' : '')],
  [/^outline(?:-(?:none|hidden|solid|dashed|dotted|double))?$/, 'outline-style'],
  [/^outline-offset-.+$/, 'outline-offset'],
  [/^outline-\d+$/, 'outline-w'],
  [/^outline-(.+)$/, (m) => (COLOR.test(m[1] ?? '') ? 'outline-color' : '')],
];

// A later class of the key's group also overrides these groups (as in tailwind-merge).
const OVERRIDES: Record<string, string[]> = {
  flex: ['grow', 'shrink', 'basis'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  'font-size': ['leading'],
  'border-w': SIDES.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};

// Both caches are bounded so a long session cannot grow them without end.
const CACHE_LIMIT = 1000;
const groups = new Map<string, string>();

/** The class's group, or '' when unknown (then it never conflicts). */
function groupOf(utility: string): string {
  let group = groups.get(utility);
  if (group === undefined) {
    group = findGroup(utility);
    if (groups.size >= CACHE_LIMIT) groups.clear();
    groups.set(utility, group);
  }
  return group;
}

function findGroup(utility: string): string {
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(utility);
    if (match) return typeof group === 'string' ? group : group(match);
  }
  return '';
}

/** Splits `md:hover:!-mt-2` into its variants and utility, ignoring colons inside brackets. */
function parse(className: string): { variants: string; utility: string; important: boolean } {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // Arbitrary variants ([&_p]:) keep their order; the others are order-independent.
  return { variants: variants.sort().join(':'), utility, important };
}

// The same few hundred class lists are merged on every render (each Button, each Link); the
// merge is a pure function of the string, so a page's second render costs a Map lookup. This
// was 16 % of hydration's scripting on `/` under Lighthouse's throttling.
const merged = new Map<string, string>();

export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = mergeUncached(classList);
  if (merged.size >= CACHE_LIMIT) merged.clear();
  merged.set(classList, result);
  return result;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const className = classes[i] ?? '';
    const { variants, utility, important } = parse(className);
    const group = groupOf(utility);
    if (!group) {
      // An exact repeat adds nothing; the later copy stands.
      if (!kept.includes(className)) kept.push(className);
      continue;
    }
    const prefix = `${variants}|${important ? '!' : ''}`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(prefix + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
