import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The build writes prerendered HTML for every public route plus a manifest (see
// scripts/prerender.mjs). Pages are read once at start-up and served from memory.
type Manifest = {
  pages: Record<string, string>;
  fallbacks: { pattern: string; file: string }[];
  notFound: string;
};

type Page = { identity: Buffer; gzip?: Buffer; br?: Buffer };

export async function registerClientPages(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const manifestPath = path.join(root, 'prerendered', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    app.log.warn({ distDir: root }, 'client not built; run `npm run build` to serve pages');
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built. Run `npm run build`.');
    });
    app.setNotFoundHandler((request, reply) => notFound(request, reply, undefined));
    return;
  }

  const manifest: Manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const load = (file: string): Page => {
    const full = path.join(root, 'prerendered', file);
    const optional = (suffix: string) =>
      fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
    return { identity: fs.readFileSync(full), gzip: optional('.gz'), br: optional('.br') };
  };
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route, load(file)]));
  const fallbacks = manifest.fallbacks.map((f) => ({
    pattern: new RegExp(f.pattern),
    page: load(f.file),
  }));
  const notFoundPage = load(manifest.notFound);

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker must be checked on every visit, or a new version would wait an hour.
      const worker = path.basename(filePath) === 'sw.js';
      res.header(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : worker
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = pages.get(normalised) ?? fallbacks.find((f) => f.pattern.test(normalised))?.page;
    if (!page) return notFound(request, reply, notFoundPage);
    return sendPage(request, reply, page, 200);
  };
  app.get('/*', servePage);
  app.setNotFoundHandler((request, reply) => notFound(request, reply, notFoundPage));
}

function notFound(request: FastifyRequest, reply: FastifyReply, page: Page | undefined) {
  const pathname = request.url.split('?')[0] ?? '';
  // Only a browser navigation (GET/HEAD) gets the HTML page; any other method is an API-style
  // client and gets the JSON error every other 4xx has.
  const navigation = request.method === 'GET' || request.method === 'HEAD';
  if (pathname === '/api' || pathname.startsWith('/api/') || !page || !navigation) {
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${pathname.slice(0, 200)}` });
  }
  return sendPage(request, reply, page, 404);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (page.br && /\bbr\b/.test(accepts))
    return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}
