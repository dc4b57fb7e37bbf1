import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { safeError } from '../lib/safe-error';

/** Thrown by services for an expected, user-facing failure; becomes `{ message }` JSON. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    // An expected answer, not a bug: capturing a stack trace was an eighth of a signed-out
    // request's CPU time (npm run bench), and nothing ever reads it.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const INTERNAL = 'Something went wrong on our side. Please try again.';

// Errors raised when the database cannot be reached: answer 503, not 500, so clients and load
// balancers know to retry. Codes: Node socket errors, PostgreSQL admin/connection classes,
// statement_timeout (57014) and Steady's own database deadline (a hung database, issue 20).
const UNAVAILABLE_CODES = new Set([
  'DB_DEADLINE',
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current ? String(current.code) : '';
    if (UNAVAILABLE_CODES.has(code)) return true;
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      const where =
        error.validationContext === 'body'
          ? field
          : `${error.validationContext ?? 'request'} ${field}`;
      return reply
        .status(400)
        .send({ message: `Invalid ${where}: ${issue?.message ?? 'invalid value'}` });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    // A client that hangs up mid-upload is not a database outage (issue 20, finding 9): the body
    // parser reports it as ECONNRESET, which would otherwise read as a lost database connection.
    if (isClientAbort(request.raw, error)) {
      request.log.info(
        { code: error.code },
        'client closed the connection before its request ended',
      );
      return reply.status(400).send({ message: 'The request was cut off before it ended.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: safeError(error).code }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) });
    }
    // Codes and statement names only: a failed query's message holds its parameters.
    request.log.error({ err: safeError(error) }, 'request failed');
    return reply.status(500).send({ message: INTERNAL });
  });
}

function isClientAbort(raw: IncomingMessage, error: FastifyError): boolean {
  if (error.message === 'aborted') return true;
  return raw.readableAborted && (error.code === 'ECONNRESET' || error.code === 'ECONNABORTED');
}

// Fastify's own 4xx messages are fine to show, except a few that leak internals or read badly.
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message || 'Bad request.';
  }
}
