import pino, { type DestinationStream, type Logger } from 'pino';
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

/** `destination` is for tests that read what would be logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: requestSerializers,
    redact: {
      // rawPacket: Fastify logs a malformed request's raw bytes (cookie included) at trace.
      // query/params/detail: a database error's statement values (issue 20, finding 2).
      paths: [
        'req.headers',
        'headers.cookie',
        'headers.authorization',
        'body',
        'message',
        'text',
        'err.rawPacket',
        'rawPacket',
        'err.params',
        'err.query',
        'err.detail',
      ],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
