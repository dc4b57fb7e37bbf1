import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';
import { cn } from './utils';

// Every class-like token written anywhere in the client source, so a class someone adds later is
// checked against tailwind-merge (the reference) without anyone updating this test.
function sourceClasses(): string[] {
  const root = path.resolve(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !entry.name.includes('.test.') &&
        entry.name !== 'class-merge.ts'
      )
        files.push(full);
    }
  };
  walk(root);
  const tokens = new Set<string>();
  for (const file of files) {
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/^import .*$/gm, '')
      .replace(/import\([^)]*\)/g, '');
    for (const match of code.matchAll(/(['"`])((?:(?!\1).)*)\1/g)) {
      for (const token of (match[2] ?? '').split(/\s+/)) {
        if (
          /^[!-]?[a-z[][\w:[\]/.\-%#(),=&>*@!~+]*$/.test(token) &&
          /[-:]/.test(token) &&
          !token.includes('${')
        )
          tokens.add(token);
      }
    }
  }
  return [...tokens];
}

// Duplicates are irrelevant to CSS; compare what applies.
const applied = (classes: string) => [...new Set(classes.split(' ').filter(Boolean))].sort();

describe('mergeClasses', () => {
  const tokens = sourceClasses();

  it('finds the client source classes', () => {
    expect(tokens.length).toBeGreaterThan(300);
  });

  it('resolves conflicts as tailwind-merge does for every class in the client source', () => {
    const variants = ['', '', '', 'md:', 'sm:', 'hover:', 'dark:', 'focus-visible:', 'md:hover:'];
    const classList = fc.array(fc.tuple(fc.constantFrom(...variants), fc.constantFrom(...tokens)), {
      minLength: 2,
      maxLength: 8,
    });
    fc.assert(
      fc.property(classList, (list) => {
        const input = list.map(([variant, token]) => variant + token).join(' ');
        expect(applied(mergeClasses(input))).toEqual(applied(twMerge(input)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('lets the later class win and keeps classes it does not know', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2', false, 'my-own-class')).toBe(
      'py-2 text-sm px-2 my-own-class',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg');
    expect(cn('hover:bg-accent bg-card', 'bg-primary')).toBe('hover:bg-accent bg-primary');
    // Our own animation is not one of Tailwind's, so it overrides nothing (found by the property).
    expect(cn('animate-spin', 'animate-rise')).toBe('animate-spin animate-rise');
    expect(cn('animate-spin', 'animate-pulse')).toBe('animate-pulse');
  });
});
