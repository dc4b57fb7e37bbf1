import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('fetches the real resolver once, on the first check', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ name: 'a' }, undefined, options);
    const second = await resolver({ name: 'b' }, undefined, options);
    expect(second).toEqual({ values: { name: 'b' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again on the next submit after one fails (a dropped connection)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({
      values: { name: 'a' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
