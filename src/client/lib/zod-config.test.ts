import { describe, expect, it } from 'vitest';
import './zod-config';
import { config } from 'zod/v4/core';

describe('zod-config', () => {
  it('turns off Zod’s eval-based parsers, which the CSP forbids', () => {
    expect(config().jitless).toBe(true);
  });
});
