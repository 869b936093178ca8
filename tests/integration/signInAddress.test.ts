import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

// The README sends a new user to the sign-in page; /login, the address people try first, leads there.
describe('the sign-in address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BASE_PATH: '/onto' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/onto/login', '/onto/login/'])('%s redirects to the sign-in page', async (address) => {
    const res = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/onto/sso/login');
  });

  it('keeps the return path it was given', async () => {
    const res = await fetch(`${server.url}/onto/login?return=%2Fclass_list`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/onto/sso/login?return=%2Fclass_list');
  });

  it('leaves the API alone', async () => {
    expect((await fetch(`${server.url}/onto/api/login`, { redirect: 'manual' })).status).toBe(404);
  });
});
