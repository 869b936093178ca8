import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS, DEMO_INSTANCE, DEMO_PROP } from '../../collab-server/ontology/demoOntology';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { ADMIN_PASSWORD, callData, startTestServer, type TestServer } from './testServer';

// The demo keeps its birth dates as moments at midnight UTC; the form gets them as days, so a
// date field shows them and saving another field of the employee goes through.
describe('a demo employee through get_form and set_data', () => {
  let server: TestServer;
  let session: string;
  const form = async () => {
    const res = await callData(server, { session }, 'get_form', { class: DEMO_CLASS.Employee, inst: DEMO_INSTANCE.petrova });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (prop: string) => (res.body.rows as Array<{ prop: string; vals: Array<{ val: unknown; cap: unknown }> }>).find((r) => r.prop === prop)?.vals ?? [];
  };

  beforeAll(async () => {
    server = await startTestServer({ DEMO_DATA: 'on' });
    ({ session } = await server.signIn('admin', ADMIN_PASSWORD));
  });
  afterAll(async () => server?.stop());

  it('gives a date kept with a time as its day, and the author by name', async () => {
    const field = await form();
    expect(field(DEMO_PROP.birthDate)).toEqual([expect.objectContaining({ val: '1990-09-02', cap: '1990-09-02' })]);
    expect(field(META_PROP.author)).toEqual([expect.objectContaining({ cap: 'Администратор' })]);
  });

  it('saves «Стаж, лет» and reads it back, the birth date untouched', async () => {
    const saved = await callData(server, { session }, 'set_data', { data: [{ op: 'upd', inst: DEMO_INSTANCE.petrova, prop: DEMO_PROP.experience, val: 9 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const field = await form();
    expect(field(DEMO_PROP.experience)).toEqual([expect.objectContaining({ val: 9 })]);
    expect(field(DEMO_PROP.birthDate)).toEqual([expect.objectContaining({ val: '1990-09-02' })]);
  });
});
