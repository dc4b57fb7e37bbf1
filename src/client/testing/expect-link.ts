import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Asserts that a link with this accessible name is on screen and leads to `href`. */
export function expectLinkTo(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}
