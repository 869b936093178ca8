import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerAppStatic } from '../../collab-server/http/appStatic';

export type StaticFolderServer = { url: string; close: () => Promise<void> };

/**
 * Serves a built folder on a free loopback port with the app server's own static serving
 * (collab-server/http/appStatic.ts: precompressed copies, caching, history fallback), so a
 * reference page is served exactly as the app is.
 */
export async function serveFolder(root: string): Promise<StaticFolderServer> {
  const app = Fastify();
  await registerAppStatic(app, { staticDir: root, basePath: '/' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
