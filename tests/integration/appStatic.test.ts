import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import packageJson from '../../package.json' with { type: 'json' };

// A stand-in for the Vite build (same shape: relative asset URLs and the base meta tag), so the
// serving rules are tested without building the app.
const builtIndex = `<!doctype html><html><head><meta name="ontoweave-base" content="/" />
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="./assets/index-abc.css"></head><body><div id="root"></div></body></html>`;

describe('the built app under a configurable BASE_PATH', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ontoweave-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), builtIndex);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log("app")');
    server = await startTestServer({ BASE_PATH: '/onto', STATIC_DIR: dir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at any app path with asset URLs and the base made absolute', async () => {
    for (const route of ['/onto/', '/onto/class_list', '/onto/structuredDocuments/edit/42']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('x-powered-by')).toBe(`Ontoweave/${packageJson.version}`);
      const html = await res.text();
      expect(html).toContain('src="/onto/assets/index-abc.js"');
      expect(html).toContain('href="/onto/assets/index-abc.css"');
      expect(html).toContain('<meta name="ontoweave-base" content="/onto/"');
    }
  });

  it('serves assets under the base and 404s missing ones instead of sending the app', async () => {
    const asset = await fetch(`${server.url}/onto/assets/index-abc.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    const missing = await fetch(`${server.url}/onto/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('mounts the API under the base and answers unknown API paths with a JSON 404', async () => {
    expect(server.api).toBe(`${server.url}/onto/api`);
    const res = await fetch(`${server.url}/onto/api/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/Not found/);
    const outside = await fetch(`${server.url}/elsewhere`);
    expect(outside.status).toBe(404);
  });
});
