import pino, { type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';

// Privacy: request logs carry method, path and status only. No bodies (chat, journal and mood
// text), no query strings, no IP addresses, no cookies or authorization headers.
export const requestSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    path: request.url.split('?')[0],
    id: request.id,
  }),
};

export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: requestSerializers,
    redact: {
      paths: ['req.headers', 'headers.cookie', 'headers.authorization', 'body', 'message', 'text'],
      remove: true,
    },
  });
}
