import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import packageJson from '../../package.json' with { type: 'json' };
import { build } from 'vite';
import { precompress } from '../../scripts/build/precompress';

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

// A real Vite build (a small page, with the build's own precompression) served over real HTTP.
describe('the built app: precompressed copies, caching and HEAD', () => {
  let server: TestServer;
  let project: string;
  let dist: string;
  let script: string;
  let style: string;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${server.url}${url}`, { method, headers });

  beforeAll(async () => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'ontoweave-static-build-'));
    dist = path.join(project, 'dist');
    fs.mkdirSync(path.join(project, 'public'));
    fs.writeFileSync(path.join(project, 'index.html'), `<!doctype html><html><head><meta name="ontoweave-base" content="/" /><link rel="stylesheet" href="./style.css" /></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`);
    const words = Array.from({ length: 400 }, (_, i) => `слово ${i} word ${i % 17}`);
    fs.writeFileSync(path.join(project, 'main.js'), `const words = ${JSON.stringify(words)};\ndocument.getElementById('root').textContent = words.join(' ');\n`);
    fs.writeFileSync(path.join(project, 'style.css'), Array.from({ length: 80 }, (_, i) => `.c${i} { margin: ${i}px; padding: ${i % 7}px; color: #3f6d62; }`).join('\n'));
    fs.writeFileSync(path.join(project, 'public', 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`);
    await build({ root: project, configFile: false, base: './', logLevel: 'silent', plugins: [precompress()], build: { outDir: dist, emptyOutDir: true } });
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    script = `/assets/${assets.find((f) => f.endsWith('.js')) as string}`;
    style = `/assets/${assets.find((f) => f.endsWith('.css')) as string}`;
    server = await startTestServer({ STATIC_DIR: dist });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(project, { recursive: true, force: true });
  });

  it('writes .br and .gz beside every compressible file of the build', () => {
    // index.html is too small to be worth it here; the server compresses it, rewritten, itself
    for (const file of [script, style, '/logo.svg']) {
      for (const ext of ['.br', '.gz']) expect(fs.existsSync(path.join(dist, `${file}${ext}`)), `${file}${ext}`).toBe(true);
    }
  });

  it('sends the copy the browser accepts: Brotli first, then gzip, else the file itself', async () => {
    const cases: Array<[string, string | null, string]> = [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
      ['identity', null, ''],
      ['', null, ''],
    ];
    for (const file of [script, style, '/logo.svg']) {
      for (const [accept, encoding, ext] of cases) {
        const res = await get(file, { 'accept-encoding': accept });
        const body = Buffer.from(await res.arrayBuffer());
        const onDisk = fs.readFileSync(path.join(dist, `${file}${ext}`));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding'), `${file} ${accept}`).toBe(encoding);
        expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
        expect(Number(res.headers.get('content-length')), `${file} ${accept}`).toBe(onDisk.length);
        // undici decodes nothing here only when asked for identity; compare what came over the wire
        if (encoding === null) expect(body.equals(onDisk)).toBe(true);
      }
    }
    const js = await get(script, { 'accept-encoding': 'br' });
    expect(js.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect((await get(style, { 'accept-encoding': 'br' })).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/logo.svg', { 'accept-encoding': 'gzip' })).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('caches content-hashed files for a year, other files an hour, and never the entry page', async () => {
    for (const file of [script, style]) expect((await get(file)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(script, { 'accept-encoding': 'br' })).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/logo.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    for (const page of ['/', '/index.html', '/class_list/abc']) {
      const res = await get(page, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    }
    // the entry page is the one rewritten for the base, whichever way it is asked for
    const plain = await get('/index.html', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(`src="/assets/`);
  });

  it('answers HEAD as GET, without a body, for files and the fallback', async () => {
    for (const [url, accept] of [[script, 'br'], [style, 'gzip'], ['/logo.svg', ''], ['/', 'br'], ['/docs/view/1', 'gzip'], ['/docs', '']] as const) {
      const got = await get(url, { 'accept-encoding': accept });
      await got.arrayBuffer();
      const head = await get(url, { 'accept-encoding': accept }, 'HEAD');
      expect(head.status, url).toBe(got.status);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary']) {
        expect(head.headers.get(name), `${url} ${name}`).toBe(got.headers.get(name));
      }
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
    expect((await get('/assets/missing.js', {}, 'HEAD')).status).toBe(404);
    expect((await get('/api/nope', {}, 'HEAD')).status).toBe(404);
  });
});
