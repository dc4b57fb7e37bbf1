import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsResponseSchema, trackVisitPayloadSchema } from '@shared/contracts/analytics';
import { isCrawler } from '@shared/rules/bots';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Clock } from '../../lib/clock';
import { createAnalyticsRepo } from './analytics.repo';
import { createAnalyticsService } from './analytics.service';

export function registerAnalytics(
  app: FastifyInstance,
  deps: { db: Db; env: Env; clock: Clock; rateLimits: RateLimiter },
): void {
  const visitLimit = deps.env.RATE_LIMIT_VISITS_PER_MIN;
  const analytics = createAnalyticsService({
    repo: createAnalyticsRepo(deps.db),
    clock: deps.clock,
  });
  const requireToken = tokenGuard(deps.env.ANALYTICS_TOKEN);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/track-visit',
    { schema: { body: trackVisitPayloadSchema } },
    async (request, reply) => {
      const headerAgent = request.headers['user-agent'] ?? '';
      const { page, userAgent } = request.body;
      // Counting is limited per address, keyed by a hash so no IP sits in Redis (issue 20).
      if (visitLimit > 0) {
        const ipKey = createHash('sha256').update(request.ip).digest('base64url');
        const { count, retryAfterSeconds } = await deps.rateLimits.hit(`visit:${ipKey}`, 60_000);
        if (count > visitLimit) {
          throw new HttpError(429, 'Too many page views from this address.', {
            'retry-after': String(retryAfterSeconds),
          });
        }
      }
      // Same answer either way, so a crawler learns nothing from it. The body's user agent can
      // only mark a visit as a crawler's; the visitor hash uses the request's own header, so a
      // client cannot mint new "unique visitors" by changing a field (issue 20, finding 8).
      if (!isCrawler(userAgent) && !isCrawler(headerAgent)) {
        // request.ip honours X-Forwarded-For only when TRUST_PROXY is set (see createApp).
        await analytics.trackVisit({ page, ip: request.ip, userAgent: headerAgent });
      }
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/analytics',
    { schema: { response: { 200: analyticsResponseSchema } }, preHandler: requireToken },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return analytics.summary();
    },
  );
}

// Unset token: the endpoint stays open, as the spec shows it.
function tokenGuard(token: string | undefined) {
  // Comparing digests keeps the comparison constant-time whatever the length of the guess.
  const expected = token === undefined ? undefined : digest(token);
  return async (request: FastifyRequest) => {
    if (!expected) return;
    const match = /^Bearer[ ]+(.+)$/i.exec(request.headers.authorization ?? '');
    const given = match?.[1]?.trim();
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new HttpError(
        401,
        given ? 'Invalid analytics token.' : 'An analytics token is required.',
        {
          'www-authenticate': 'Bearer realm="analytics"',
        },
      );
    }
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
