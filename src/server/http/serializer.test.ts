import { createSerializerCompiler, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analyticsResponseSchema } from '@shared/contracts/analytics';
import { userAchievementListSchema } from '@shared/contracts/progress';
import { isSymmetric, serializerCompiler } from './serializer';

const library = createSerializerCompiler({});
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x' });

describe('response serializer', () => {
  it('sends what the library sends, unknown keys stripped', () => {
    const summary = {
      totalVisits: 3,
      recentVisits: 3,
      uniqueVisitors: 2,
      topPages: [{ page: '/chat', count: 2, secret: 'x' }],
      daily: [{ day: '2026-03-10', visits: 3 }],
      internal: 'never sent',
    };
    const list = [
      {
        id: 1,
        progress: 0,
        unlocked: false,
        unlockedDate: null,
        userId: 7,
        achievement: { id: 1, title: 't', description: 'd', icon: 'i', category: 'c' },
      },
    ];
    for (const [schema, data] of [
      [analyticsResponseSchema, summary],
      [userAchievementListSchema, list],
    ] as const) {
      const sent = serializerCompiler(route(schema))(data);
      expect(sent).toBe(library(route(schema))(data));
      expect(sent).not.toMatch(/secret|internal|userId/);
    }
  });

  it('refuses a response that breaks its contract', () => {
    const serialize = serializerCompiler(route(analyticsResponseSchema));
    let thrown: unknown;
    try {
      serialize({ totalVisits: -1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
  });

  it('keeps encoding schemas that read differently in each direction', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: isoDate });
    expect(isSymmetric(schema)).toBe(false);
    expect(serializerCompiler(route(schema))({ at: new Date(0) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
    for (const other of [
      z.string().transform((text) => text.length),
      z.object({ n: z.number().default(1) }),
      z.array(z.string().catch('x')),
      z.lazy(() => z.string()),
    ]) {
      expect(isSymmetric(other)).toBe(false);
    }
    expect(isSymmetric(analyticsResponseSchema)).toBe(true);
    expect(isSymmetric(userAchievementListSchema)).toBe(true);
  });
});
