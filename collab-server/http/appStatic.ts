import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

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

function readIndexHtml(staticDir: string, basePath: string): string | null {
  const file = path.join(staticDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  return rewriteIndexHtml(fs.readFileSync(file, 'utf8'), basePath);
}

/**
 * Serves the built app under BASE_PATH. Unknown non-API paths get index.html (history-mode routing);
 * unknown API paths get a JSON 404.
 */
export async function registerAppStatic(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { staticDir, basePath } = ctx.config;
  const apiPrefix = `${basePath}api/`;
  const hasBuild = fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: basePath,
      wildcard: false,
      index: false,
      cacheControl: true,
      maxAge: '1h',
    });
  }
  let indexHtml = hasBuild ? readIndexHtml(staticDir, basePath) : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith(apiPrefix) || url === `${basePath}api` || request.method !== 'GET' || !url.startsWith(basePath)) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ error: `Not found: ${url}` });
    }
    indexHtml ??= readIndexHtml(staticDir, basePath);
    if (!indexHtml) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The browser app is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
