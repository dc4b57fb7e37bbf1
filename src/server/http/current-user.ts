import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export type CurrentUser = { id: number; username: string };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Resolved from the session cookie by the auth module; null when signed out. */
    user: CurrentUser | null;
  }
}

/**
 * Route-level onRequest hook for /api/protected/*: 401 JSON without a valid session. It runs after
 * the global onRequest hook that sets request.user (added in app.ts).
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'Please log in to continue.');
}

export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new HttpError(401, 'Please log in to continue.');
  return request.user;
}
