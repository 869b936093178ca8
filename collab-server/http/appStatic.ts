import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { chooseEncoding } from './acceptEncoding';

/**
 * The app is built with relative asset URLs (vite.config.ts). index.html is served at every route
 * depth, so its own references are made absolute under BASE_PATH, and the base is handed to the
 * router through the ontoweave-base meta tag.
 */
export function rewriteIndexHtml(html: string, basePath: string): string {
  return html
    .replace(/(src|href)="\.\//g, `$1="${basePath}`)
    .replace(/<meta name="ontoweave-base" content="[^"]*"/, `<meta name="ontoweave-base" content="${basePath}"`);
}

/** index.html as served: rewritten once for the base, and compressed once (it is rewritten, so the build's copies do not fit). */
type IndexHtml = { identity: Buffer; br: Buffer; gzip: Buffer };

function readIndexHtml(staticDir: string, basePath: string): IndexHtml | null {
  const file = path.join(staticDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const identity = Buffer.from(rewriteIndexHtml(fs.readFileSync(file, 'utf8'), basePath));
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Vite's output under assets/ carries a content hash in its name: a changed file is a new URL. */
const HASHED_ASSET = /(^|[\\/])assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;
export const CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  /** Files named the same from build to build (the favicon, plugin-free extras): revalidated hourly. */
  other: 'public, max-age=3600',
  /** The app's entry: always asked again, so a new build is picked up at the next load. */
  entry: 'no-cache',
} as const;

/** Sends the app's entry page in the encoding the browser accepts; for HEAD the same headers, no body. */
function sendIndexHtml(reply: FastifyReply, html: IndexHtml, acceptEncoding: string | undefined) {
  const encoding = chooseEncoding(acceptEncoding);
  const body = encoding === 'identity' ? html.identity : html[encoding];
  void reply.type('text/html; charset=utf-8').header('cache-control', CACHE.entry).header('vary', 'accept-encoding');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.header('content-length', body.length).send(body);
}

/**
 * Serves the built app under BASE_PATH. Each file goes out as its .br or .gz copy when the
 * browser accepts one (the build writes them: scripts/build/precompress.ts), with `Vary:
 * Accept-Encoding`; content-hashed files are cached for a year, index.html never. Unknown
 * non-API paths get index.html (history-mode routing); unknown API paths get a JSON 404. HEAD
 * answers as GET does, without the body.
 */
export async function registerAppStatic(app: FastifyInstance, config: Pick<Config, 'staticDir' | 'basePath'>): Promise<void> {
  const { staticDir, basePath } = config;
  const apiPrefix = `${basePath}api/`;
  const hasBuild = fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: basePath,
      wildcard: false,
      index: false,
      // the compressed copies are chosen for a file, never asked for by name; index.html is the
      // fallback's, rewritten for the base
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      preCompressed: true,
      cacheControl: true,
      maxAge: '1h',
      setHeaders: (reply, file) => {
        void reply.header('cache-control', HASHED_ASSET.test(path.relative(staticDir, file)) ? CACHE.hashed : CACHE.other);
      },
    });
  }
  let indexHtml = hasBuild ? readIndexHtml(staticDir, basePath) : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith(apiPrefix) || url === `${basePath}api` || !page || !url.startsWith(basePath)) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ error: `Not found: ${url}` });
    }
    indexHtml ??= readIndexHtml(staticDir, basePath);
    if (!indexHtml) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The browser app is not built yet: run `npm run build`.');
    }
    return sendIndexHtml(reply, indexHtml, request.headers['accept-encoding']);
  });
}
