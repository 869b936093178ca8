import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { getFormResultSchema } from '../../realtime/protocol/dataApi/getForm';
import { callData, startTestServer, type TestServer } from './testServer';
import { seedReadOntology, signInAdmin, signInNewUser, type Auth, type ReadOntology } from './readOntologySeed';

describe('get_form', () => {
  let server: TestServer;
  let admin: Auth;
  let user: Auth;
  let o: ReadOntology;
  const form = (payload: object, auth: Auth = admin) => callData(server, { session: auth.session }, 'get_form', payload);
  const field = (body: any, prop: string) => body.rows.find((r: any) => r.prop === prop);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    user = await signInNewUser(server, 'former', 'Анкетёр');
    o = await seedReadOntology(server, user.userId);
  });
  afterAll(async () => server?.stop());

  it('gives the own, then inherited (nearest first), then common fields with their definitions', async () => {
    const { status, body } = await form({ class: o.C.Mammal });
    expect(status).toBe(200);
    getFormResultSchema.parse(body);
    expect(body.rows.map((r: any) => [r.cap, r.tab])).toEqual([
      ['bio', 'own'],
      // captions compare in the prop_cap language: Cyrillic first in Russian
      ['Вес', 'inherited'],
      ['born', 'inherited'],
      ['friend', 'inherited'],
      ['legs', 'inherited'],
      ['note', 'inherited'],
      ['owner', 'inherited'],
      ['seen', 'inherited'],
      ['tame', 'inherited'],
      ['code', 'inherited'],
      ['Название', 'common'],
      ['Подпись', 'common'],
      ['Описание', 'common'],
      ['Автор', 'common'],
      ['Дата создания', 'common'],
    ]);
    expect(body.count_rows).toBe(15);
    expect(field(body, o.P.legs)).toMatchObject({ kind: 'data', type: 'int', min: 1, max: 1, required: true, readonly: false, range: null, vals: [] });
    expect(field(body, o.P.owner)).toMatchObject({ kind: 'object', type: 'ref', range: o.C.Person, min: 0, max: -1, required: false });
    expect(field(body, o.P.code)).toMatchObject({ readonly: true });
    expect(field(body, META_PROP.name)).toMatchObject({ type: 'string', min: 1, max: 1, required: true, readonly: false });
    expect(field(body, META_PROP.author)).toMatchObject({ readonly: true });
    expect(field(body, META_PROP.dateCreate)).toMatchObject({ type: 'dateTime', readonly: true });
  });

  it('takes captions in the prop_cap language and reaches ancestors through every parent', async () => {
    const { body } = await form({ class: o.C.Bat, prop_cap: 'en' });
    expect(field(body, o.P.weight)).toMatchObject({ cap: 'Weight', tab: 'inherited' });
    expect(field(body, META_PROP.name)).toMatchObject({ cap: 'Name', tab: 'common' });
    expect(body.rows.filter((r: any) => r.tab === 'own')).toEqual([]);
    // bio from Mammal (1 step), the Animal properties (2 steps), code from Living (2 steps through Flyer)
    expect(body.rows.filter((r: any) => r.tab === 'inherited').map((r: any) => r.cap)).toEqual(['bio', 'born', 'code', 'friend', 'legs', 'note', 'owner', 'seen', 'tame', 'Weight']);
  });

  it('gives the values of an instance of the class or of a descendant, with captions', async () => {
    const { status, body } = await form({ class: o.C.Animal, inst: o.I.Rex });
    expect(status).toBe(200);
    expect(field(body, o.P.weight).vals).toEqual([{ val: 30.5, cap: '30.5', idx: 0, lang: null }]);
    expect(field(body, o.P.owner).vals).toEqual([{ val: o.I.Alice, cap: 'Alice', idx: 0, lang: null }]);
    expect(field(body, o.P.seen).vals).toEqual([{ val: '2024-05-01T12:00:00.000Z', cap: '2024-05-01T12:00:00.000Z', idx: 0, lang: null }]);
    expect(field(body, META_PROP.name).vals).toEqual([{ val: 'Rex', cap: 'Rex', idx: 0, lang: null }]);
    expect(field(body, META_PROP.author).vals).toEqual([{ val: user.userId, cap: 'Анкетёр', idx: 0, lang: null }]);
    expect(field(body, META_PROP.dateCreate).vals[0].val).toBe('2024-01-01T10:00:00.000Z');
    const leo = await form({ class: o.C.Mammal, inst: o.I.Leo });
    expect(field(leo.body, o.P.bio).vals).toEqual([
      { val: 'Лев', cap: 'Лев', idx: 0, lang: 'ru' },
      { val: 'Lion', cap: 'Lion', idx: 1, lang: 'en' },
    ]);
    expect(field(leo.body, o.P.friend).vals.map((v: any) => v.cap)).toEqual(['Rex', 'Tweety']);
  });

  it('captions by the interface rule: the label in prop_cap, else the name, else any label; links too', async () => {
    const [cls, founded, unnamed, link, club] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const label = (inst: string, lang: string, text: string) => ({ op: 'add', inst, prop: META_PROP.label, val: { lang, text } });
    const written = await callData(server, { session: admin.session }, 'set_data', {
      data: [
        { op: 'new', class: META_CLASS.Class, inst: cls, name: 'Организация для подписей' },
        { op: 'new', class: META_CLASS.DataProperty, inst: founded, name: 'Дата основания' },
        label(founded, 'en', 'Foundation date'),
        { op: 'add', inst: founded, prop: META_PROP.domain, val: cls },
        { op: 'upd', inst: founded, prop: META_PROP.type, val: 'date' },
        { op: 'new', class: META_CLASS.ObjectProperty, inst: link, name: 'member_of' },
        label(link, 'ru', 'Член клуба'),
        { op: 'add', inst: link, prop: META_PROP.domain, val: cls },
        { op: 'upd', inst: link, prop: META_PROP.range, val: cls },
        { op: 'new', class: cls, inst: club, name: 'Клуб' },
        label(club, 'en', 'The Club'),
        { op: 'new', class: cls, inst: unnamed, name: 'Участник' },
        { op: 'upd', inst: unnamed, prop: link, val: club },
      ],
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const ru = (await form({ class: cls, inst: unnamed, prop_cap: 'ru' })).body;
    const en = (await form({ class: cls, inst: unnamed, prop_cap: 'en' })).body;
    // a Russian name with only an English label: the name in Russian, the label in English
    expect(field(ru, founded).cap).toBe('Дата основания');
    expect(field(en, founded).cap).toBe('Foundation date');
    expect(field(ru, link).cap).toBe('Член клуба');
    expect(field(en, link).cap).toBe('member_of');
    // the linked instance is captioned by the same rule
    expect(field(ru, link).vals.map((v: any) => v.cap)).toEqual(['Клуб']);
    expect(field(en, link).vals.map((v: any) => v.cap)).toEqual(['The Club']);
  });

  it('refuses unknown classes, instances of other classes and bad parameters', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const a = await form({ class: unknown });
    expect(a.status).toBe(400);
    expect(a.body.error).toBe(`Unknown class: ${unknown}`);
    const b = await form({ class: o.C.Bird, inst: o.I.Rex });
    expect(b.status).toBe(400);
    expect(b.body.error).toBe(`Instance ${o.I.Rex} is not an instance of class ${o.C.Bird}`);
    const c = await form({ class: o.C.Bird, prop_cap: 'english' });
    expect(c.status).toBe(400);
    expect(c.body.error).toMatch(/^Invalid get_form payload: prop_cap/);
    const d = await form({ inst: o.I.Rex });
    expect(d.status).toBe(400);
    expect(d.body.error).toMatch(/^Invalid get_form payload: class/);
  });

  it('shows the Command form to administrators only', async () => {
    const denied = await form({ class: META_CLASS.Command }, user);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('Команды доступны только администраторам');
    const { body } = await form({ class: META_CLASS.Command, prop_cap: 'en' });
    expect(body.rows.filter((r: any) => r.tab === 'own').map((r: any) => [r.cap, r.type, r.required])).toEqual([
      ['Cache per user', 'bool', false],
      ['Cache, seconds', 'int', false],
      ['Query', 'text', true],
    ]);
    const plugin = await form({ class: META_CLASS.Plugin }, user);
    expect(plugin.status).toBe(200);
    expect(plugin.body.rows.every((r: any) => r.readonly)).toBe(true);
  });
});
