import type { FastifyInstance } from 'fastify';

/**
 * Addresses people type or read elsewhere that the app serves under another path: the sign-in
 * page is /sso/login (platform spec §2), and /login — what a reader of any other product's docs
 * tries first — sends there with its query (a return path) kept. Paths are under BASE_PATH.
 */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = { login: 'sso/login' };

/** Answers each old address with a redirect to the page that exists (302: the table may change). */
export function registerPageRedirects(app: FastifyInstance, basePath: string): void {
  for (const [from, to] of Object.entries(PAGE_REDIRECTS)) {
    for (const suffix of ['', '/']) {
      app.get(`${basePath}${from}${suffix}`, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(`${basePath}${to}${query >= 0 ? request.url.slice(query) : ''}`, 302);
      });
    }
  }
}
