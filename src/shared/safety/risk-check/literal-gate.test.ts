import { describe, expect, it } from 'vitest';
import { LiteralGates, requiredStrings } from './literal-gate';

const sorted = (re: RegExp) => requiredStrings(re)?.sort();

describe('requiredStrings', () => {
  it('spells out the few strings a match can be, or the piece it must hold', () => {
    expect(sorted(/\bkill(?:ed|ing)? myself\b/)).toEqual([
      'kill myself',
      'killed myself',
      'killing myself',
    ]);
    expect(sorted(/\bkill\w* myself\b/)).toEqual(['kill']);
    expect(sorted(/\bthe (?:rope|noose)\b/)).toEqual(['the noose', 'the rope']);
  });

  it('needs one string from each alternative', () => {
    expect(sorted(/\b(?:rope|pills|a bridge)\b/)).toEqual(['a bridge', 'pills', 'rope']);
  });

  it('reads optional parts and small classes as every string they allow', () => {
    expect(sorted(/\bpills?\b/)).toEqual(['pill', 'pills']);
    expect(sorted(/\bsleep[sz]\b/)).toEqual(['sleeps', 'sleepz']);
  });

  it('never takes a required string from a lookaround', () => {
    expect(sorted(/\bjump(?! in the pool)/)).toEqual(['jump']);
    expect(sorted(/(?<=\btonight )\bgo/)).toEqual(['go']);
  });

  it('knows no string for an expression that can match without one', () => {
    expect(sorted(/\b(?:rope|\w+ pills)\b/)).toEqual([' pills', 'rope']);
    expect(requiredStrings(/\b(?:rope|\w+)\b/)).toBeUndefined();
    expect(requiredStrings(/(?:rope)?/)).toBeUndefined();
    expect(requiredStrings(/rope/i)).toBeUndefined();
  });
});

describe('LiteralGates', () => {
  it('stops an expression only when the message lacks its strings', () => {
    const gates = new LiteralGates([/\bthe rope\b/, /\b(?:pills|tablets)\b/, /\w+/]);
    const mayMatch = gates.read('took some tablets tonight');
    expect(mayMatch(0)).toBe(false);
    expect(mayMatch(1)).toBe(true);
    expect(mayMatch(2)).toBe(true);
  });

  it('forgets the last message when it reads the next', () => {
    const gates = new LiteralGates([/\bthe rope\b/]);
    expect(gates.read('the rope is in the shed')(0)).toBe(true);
    expect(gates.read('the dog is in the shed')(0)).toBe(false);
  });
});
