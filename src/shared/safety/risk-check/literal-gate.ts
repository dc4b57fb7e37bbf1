import { parseRegExpLiteral } from '@eslint-community/regexpp';
import type { Alternative, Element, Node, Pattern } from '@eslint-community/regexpp/ast';

// Most of the risk check's time went on regular expressions that cannot match: a message about
// sleep is still run through every rule about rope, bridges and wills. Each expression is read
// once, at start-up, for the literal strings that any match of it must contain ("a way to die"
// needs one of "pills", "rope", "bridge"...). A message holding none of them skips the expression
// after a few table lookups. The gate is sound by construction: it never skips an expression
// that could match, so the check's answers cannot change (checked over the whole corpus in
// eval/lib/literal-gates.test.ts). It only ever makes a match cheaper to rule out.

/** Every string an expression can match is listed only up to this many (start-up time). */
const MAX_STRINGS = 64;
/** A required set this large still costs only its few covering pieces per message. */
const MAX_REQUIRED = 1024;

type Strings = Set<string>;

const cross = (left: Strings, right: Strings): Strings | undefined => {
  if (left.size * right.size > MAX_STRINGS) return undefined;
  const out = new Set<string>();
  for (const a of left) for (const b of right) out.add(a + b);
  return out;
};

const union = (sets: (Strings | undefined)[], max = MAX_STRINGS): Strings | undefined => {
  const out = new Set<string>();
  for (const set of sets) {
    if (!set) return undefined;
    for (const s of set) out.add(s);
  }
  return out.size > max ? undefined : out;
};

/** Every string the node can match, when that is a small finite set (zero-width parts read as ""). */
function exact(node: Node): Strings | undefined {
  switch (node.type) {
    case 'Character':
      return new Set([String.fromCodePoint(node.value)]);
    case 'Assertion':
      // Zero-width: reading it as "" gives a superset of what matches, which is all soundness needs.
      return new Set(['']);
    case 'Alternative': {
      let strings: Strings | undefined = new Set(['']);
      for (const element of node.elements) {
        const part = exact(element);
        strings = part && strings ? cross(strings, part) : undefined;
        if (!strings) return undefined;
      }
      return strings;
    }
    case 'Group':
    case 'CapturingGroup':
      return union(node.alternatives.map(exact));
    case 'Quantifier': {
      if (node.max > 3) return undefined;
      const once = exact(node.element);
      if (!once) return undefined;
      let strings: Strings | undefined = new Set(['']);
      const options: Strings[] = [];
      for (let count = 0; count <= node.max && strings; count += 1) {
        if (count >= node.min) options.push(strings);
        strings = cross(strings, once);
      }
      return union(options);
    }
    case 'CharacterClass':
      if (node.negate) return undefined;
      return union(
        node.elements.map((element) => (element.type === 'Character' ? exact(element) : undefined)),
      );
    default:
      return undefined;
  }
}

const shortest = (set: Strings) => Math.min(...[...set].map((s) => s.length));

/** Of two sets that each must occur, the one that rules out more messages for fewer calls. */
function better(a: Strings | undefined, b: Strings | undefined): Strings | undefined {
  if (!a || !b) return a ?? b;
  const strength = (set: Strings) => Math.min(shortest(set), 4) * 1000 - set.size;
  return strength(b) > strength(a) ? b : a;
}

/** Strings of which every match of the sequence contains at least one. */
function sequenceNeeds(alternative: Alternative): Strings | undefined {
  let best: Strings | undefined;
  let run: Strings = new Set(['']);
  const close = () => {
    if (shortest(run) > 0) best = better(best, run);
    run = new Set(['']);
  };
  for (const element of alternative.elements) {
    const part = exact(element);
    const joined = part && cross(run, part);
    if (joined) {
      run = joined;
      continue;
    }
    close();
    if (part) run = part;
    else best = better(best, needs(element));
  }
  close();
  return best;
}

/** Strings of which every match of the node contains at least one, or undefined if none is known. */
function needs(node: Element | Pattern | Alternative): Strings | undefined {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup': {
      const sets = node.alternatives.map(sequenceNeeds);
      if (sets.some((set) => !set || shortest(set) === 0)) return undefined;
      return union(sets, MAX_REQUIRED);
    }
    case 'Alternative':
      return sequenceNeeds(node);
    case 'Quantifier':
      return node.min >= 1 ? needs(node.element) : undefined;
    default: {
      const set = exact(node);
      return set && shortest(set) > 0 ? set : undefined;
    }
  }
}

/** The strings any match of `re` must contain, or undefined when no useful set is known. */
export function requiredStrings(re: RegExp): string[] | undefined {
  if (re.flags.includes('i')) return undefined;
  const { pattern } = parseRegExpLiteral(re);
  const set = needs(pattern);
  return set ? [...set] : undefined;
}

const PIECE_SLOTS = 1 << 16;

// Four letters: three-letter pieces ("the", " me ") are in nearly every message.
const GRAM = 4;

const pieceSlot = (text: string, at: number) =>
  ((text.charCodeAt(at) * 29791 +
    text.charCodeAt(at + 1) * 961 +
    text.charCodeAt(at + 2) * 31 +
    text.charCodeAt(at + 3)) >>>
    0) %
  PIECE_SLOTS;

/** The fewest four-letter pieces that between them touch every string (greedy set cover). */
function coveringPieces(strings: string[]): number[] | undefined {
  if (strings.some((s) => s.length < GRAM)) return undefined;
  const left = new Set(strings);
  const chosen: number[] = [];
  while (left.size) {
    const counts = new Map<number, number>();
    for (const s of left) {
      const seen = new Map<number, number>();
      // A piece with a space in it ("s me") is in far more messages than one inside a word.
      for (let at = 0; at + GRAM <= s.length; at += 1)
        seen.set(pieceSlot(s, at), s.slice(at, at + GRAM).includes(' ') ? 1 : 3);
      for (const [slot, worth] of seen) counts.set(slot, (counts.get(slot) ?? 0) + worth);
    }
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] as [number, number];
    chosen.push(best);
    for (const s of [...left]) {
      for (let at = 0; at + GRAM <= s.length; at += 1)
        if (pieceSlot(s, at) === best) {
          left.delete(s);
          break;
        }
    }
  }
  return chosen;
}

/**
 * Gates for a list of expressions, read against one message at a time. A message's four-letter
 * pieces are marked once (a hash table, so two pieces may share a slot: that only lets an
 * expression through, never stops one); then each expression asks whether any piece of its
 * required strings is there. A string that occurs has all its pieces in the message, so a gate
 * that says no is always right.
 */
export class LiteralGates {
  private readonly covers: (number[] | undefined)[];
  private readonly marks = new Uint32Array(PIECE_SLOTS);
  private generation = 0;

  constructor(expressions: readonly RegExp[]) {
    this.covers = expressions.map((re) => {
      const strings = requiredStrings(re);
      return strings && coveringPieces(strings);
    });
  }

  /** A test of whether expression `index` may match `text`; good until the next `read`. */
  read(text: string): (index: number) => boolean {
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 1;
    }
    const { marks, covers } = this;
    const mark = this.generation;
    for (let at = 0; at + GRAM <= text.length; at += 1) marks[pieceSlot(text, at)] = mark;
    return (index) => {
      const cover = covers[index];
      if (!cover) return true;
      for (const slot of cover) if (marks[slot] === mark) return true;
      return false;
    };
  }
}
