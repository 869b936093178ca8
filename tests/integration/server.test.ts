import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import packageJson from '../../package.json' with { type: 'json' };

describe('server basics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('answers every response with the version and the licence headers', async () => {
    const res = await fetch(`${server.api}/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-powered-by')).toBe(`Ontoweave/${packageJson.version}`);
    expect(res.headers.get('x-license')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await res.json()).error).toContain('Not found');
  });

  it('rejects malformed JSON with a 400 and an error field', async () => {
    const res = await fetch(`${server.api}/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"act":' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/Malformed JSON/);
  });

  it('refuses the data API without a session', async () => {
    const res = await fetch(`${server.api}/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ act: 'get_data', payload: {} }) });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Необходимо войти в систему');
  });
});
