import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TYPES, META_CLASS, META_PROP, USER_MARKER } from '../../realtime/protocol/metaModel';
import { metaResponseSchema } from '../../realtime/protocol/dataApi/meta';
import { startTestServer, type TestServer } from './testServer';
import { signInAdmin, signInNewUser } from './readOntologySeed';

describe('GET /api/meta', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
  });
  afterAll(async () => server?.stop());

  const meta = (headers: Record<string, string> = {}, query = '') => fetch(`${server.api}/meta${query}`, { headers }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('describes the meta-model to a signed-in user', async () => {
    const user = await signInNewUser(server, 'metauser');
    const { status, body } = await meta({ authorization: user.token });
    expect(status).toBe(200);
    metaResponseSchema.parse(body);
    expect(body.classes).toEqual(META_CLASS);
    expect(Object.keys(body.props).sort()).toEqual(Object.keys(META_PROP).sort());
    expect(body.props.name).toEqual({ id: META_PROP.name, name: 'Name', kind: 'data', type: 'string', label: { ru: 'Название', en: 'Name' }, domain: [], range: null, min: 0, max: 1, readonly: false });
    expect(body.props.domain).toMatchObject({ kind: 'object', type: 'ref', range: META_CLASS.Class, domain: [META_CLASS.ObjectProperty, META_CLASS.DataProperty], max: -1 });
    expect(body.props.query).toMatchObject({ type: 'text', domain: [META_CLASS.Command], min: 1, max: 1 });
    expect(body.props.author).toMatchObject({ type: 'id', readonly: true });
    expect(body.dataTypes).toEqual([...DATA_TYPES]);
    expect(body.userMarker).toBe(USER_MARKER);
    expect(body.aliases).toEqual({ id: 'id', name: META_PROP.name, author: META_PROP.author, date_create: META_PROP.dateCreate, class: META_PROP.instanceOf });
  });

  it('answers the public user and a data session in the query, and refuses a bad session', async () => {
    const anonymous = await meta();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.classes.Class).toBe(META_CLASS.Class);
    const admin = await signInAdmin(server);
    expect((await meta({}, `?session=${admin.session}`)).status).toBe(200);
    const forged = await meta({ authorization: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('Необходимо войти в систему');
    const extra = await meta({}, '?foo=1');
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/^Invalid query/);
  });
});
