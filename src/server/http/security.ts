import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script anywhere: the theme bootstrap and the app are external files.
        scriptSrc: ["'self'"],
        // Inline styles are allowed (scripts are not): prerendered markup carries style
        // attributes, and Radix's scroll lock injects a <style> element. Styles cannot run code;
        // the XSS protection lives in script-src.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only over HTTPS (below): on a plain-HTTP local start it would be wrong and ignored.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  headers.push(['permissions-policy', PERMISSIONS_POLICY]);

  // API answers hold personal data (moods, sessions, exports): no browser or proxy may keep a
  // copy (issue 20, finding 7). A route that sets its own Cache-Control keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // Set on the raw response first thing, as helmet does, so every answer (errors included) has them.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
    }
    done(
      isStateChanging(request) && isCrossSite(request)
        ? new HttpError(403, 'Cross-site requests are not allowed.')
        : undefined,
    );
  });
}

/**
 * The headers helmet sets with these options. @fastify/helmet rebuilds helmet's middleware on
 * every request (parsing the CSP directives each time: a third of a small request's cost in
 * `npm run bench`); without CSP nonces they never vary, so helmet's own plugin runs once here,
 * on a throwaway instance, and its headers are replayed on each response.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const bare = Fastify();
  bare.get('/', async () => 'probe');
  const [withHelmet, without] = await Promise.all([probe.inject('/'), bare.inject('/')]);
  await Promise.all([probe.close(), bare.close()]);
  return Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers))
    .map(([name, value]) => [name, String(value)]);
}

function isStateChanging(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

// Browsers tell us where a request came from; any other site may not change state here.
// Requests without these headers (curl, server-to-server) are not browsers and carry no cookies
// a third-party page could have attached.
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return true;
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
