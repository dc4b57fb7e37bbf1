import { describe, expect, it } from 'vitest';
import { wordAlternation } from './word-trie';

const whole = (items: string[]) => new RegExp(`^${wordAlternation(items)}$`);

describe('wordAlternation', () => {
  const items = ['rope', 'ropes', 'rafter', 'rail', 'railway', 'a', 'at', 'sleeping \\w+', 'pills'];

  it('matches exactly the words of the plain alternation', () => {
    const folded = whole(items);
    const plain = new RegExp(`^(?:${items.join('|')})$`);
    for (const text of [
      'rope',
      'ropes',
      'rop',
      'ropess',
      'rafter',
      'raft',
      'rail',
      'railway',
      'railways',
      'a',
      'at',
      'as',
      'sleeping pills',
      'pills',
      'pill',
      '',
    ])
      expect(folded.test(text), text).toBe(plain.test(text));
  });

  it('prefers the longest word at a position, as a reader would', () => {
    expect(new RegExp(wordAlternation(['rope', 'ropes'])).exec('the ropes')?.[0]).toBe('ropes');
  });

  it('keeps alternatives with regex syntax as they are', () => {
    expect(wordAlternation(['a', 'b\\w+'])).toBe('(?:a|b\\w+)');
  });
});
