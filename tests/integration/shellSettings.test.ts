import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { loadConfig } from '../../collab-server/config';
import { shellSettingsSchema } from '../../realtime/protocol/shell/settings';
import packageJson from '../../package.json' with { type: 'json' };

describe('GET /api/app/settings', () => {
  let server: TestServer;
  let ivan: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      SHORT_NAME: 'Онтоплетение',
      BLOCKED_ROUTES: '/fca, /fca/:id,,',
      DISABLED_SECTIONS: 'chat,edu',
      SERVICES_URL: 'https://services.example.org',
      CONTACT_DEVELOPER_URL: 'mailto:dev@example.org',
      COMMUNITY_URL: '',
      ACCOUNT_DELETION_DAYS: '7',
      PUBLIC_USER: 'on',
    });
    ivan = await addTestUser(server, 'ivan', 'Иван');
  });
  afterAll(async () => server?.stop());

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);

  it('answers anyone, without a token, with the operator settings', async () => {
    const res = await call('GET', '/app/settings');
    expect(res.status).toBe(200);
    expect(shellSettingsSchema.parse(res.body)).toEqual({
      shortName: 'Онтоплетение',
      // the server reports the package's version
      version: packageJson.version,
      blockedRoutes: ['/fca', '/fca/:id'],
      sections: { chat: false, edu: false, onto: true, documents: true, admin: true },
      links: { services: 'https://services.example.org', contactDeveloper: 'mailto:dev@example.org', communityGroup: null },
      accountDeletionDays: 7,
      testControls: false,
    });
    expect((await call('GET', '/app/settings', ivan.token)).body).toEqual(res.body);
  });

  it('has defaults for every setting, and refuses a start with an unknown section or a blocked route that is not a path', () => {
    const config = loadConfig({});
    expect(config.shell).toEqual({ shortName: 'Ontoweave', blockedRoutes: [], disabledSections: [], links: { services: null, contactDeveloper: null, communityGroup: null } });
    expect(config.testControls).toBe(false);
    expect(config.queryHistoryDays).toBe(30);
    expect(config.version).toBe(packageJson.version);
    expect(() => loadConfig({ DISABLED_SECTIONS: 'chat,forum' })).toThrow(/DISABLED_SECTIONS/);
    expect(() => loadConfig({ BLOCKED_ROUTES: 'fca' })).toThrow(/BLOCKED_ROUTES/);
    expect(() => loadConfig({ TEST_CONTROLS: 'yes' })).toThrow(/TEST_CONTROLS/);
  });
});
