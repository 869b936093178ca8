import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { startTestServer, type TestServer } from './testServer';
import { expectRefused, newClass, newDataProperty, newObjectProperty, setData, setOk, signInAdmin, storedValues, storeCounts, uuid, type Auth } from './setDataTestKit';

describe('set_data validation', () => {
  let server: TestServer;
  let admin: Auth;
  const Thing = uuid();
  const Gadget = uuid();
  const thing = uuid();
  const props: Record<string, string> = {};
  const types = ['string', 'text', 'multiString', 'int', 'float', 'bool', 'date', 'dateTime', 'id', 'file'];
  const link = uuid();
  const code = uuid();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    const items: unknown[] = [...newClass(Thing, 'Thing'), ...newClass(Gadget, 'Gadget', [Thing])];
    for (const type of types) {
      props[type] = uuid();
      items.push(...newDataProperty(props[type] as string, `p_${type}`, { type, domain: [Thing] }));
    }
    items.push(...newObjectProperty(link, 'link', { range: Thing }));
    items.push({ op: 'new', class: Thing, inst: thing, name: 'thing' });
    await setOk(server, admin, items);
  });
  afterAll(async () => server?.stop());

  const refusals: Array<[string, unknown, string]> = [
    ['date', '31.12.2024', 'Неверный формат даты'],
    ['date', '2023-02-29', 'Неверный формат даты'],
    ['date', 5, 'Неверный формат даты'],
    ['dateTime', 'tomorrow', 'Неверный формат даты и времени'],
    ['int', 1.5, 'Значение должно быть целым числом'],
    ['int', 'ten', 'Значение должно быть целым числом'],
    ['float', 'pi', 'Значение должно быть числом'],
    ['bool', 'maybe', 'Значение должно быть логическим'],
    ['id', 'abc', 'Значение должно быть идентификатором'],
    ['file', 'abc', 'Значение должно быть идентификатором'],
    ['file', '6f1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3', 'Файл не найден: 6f1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3 (data[0])'],
    ['string', { lang: 'ru', text: 'x' }, 'Значение с указанием языка допустимо только для многоязычной строки'],
  ];
  it.each(refusals)('a %s property refuses %j', async (type, val, message) => {
    await expectRefused(server, admin, [{ op: 'upd', inst: thing, prop: props[type], val }], 400, message);
  });

  it('refuses a link that is not an instance id', async () => {
    await expectRefused(server, admin, [{ op: 'upd', inst: thing, prop: link, val: 'abc' }], 400, 'Значение должно быть идентификатором');
  });

  it('stores each type in its column, coercing text to numbers and booleans', async () => {
    await setOk(server, admin, [
      { op: 'upd', inst: thing, prop: props.int, val: '42' },
      { op: 'upd', inst: thing, prop: props.float, val: '2,5' },
      { op: 'upd', inst: thing, prop: props.bool, val: 'true' },
      { op: 'upd', inst: thing, prop: props.date, val: '2024-02-29' },
      { op: 'upd', inst: thing, prop: props.dateTime, val: '2024-05-31T13:00:00+03:00' },
      { op: 'upd', inst: thing, prop: props.string, val: 7 },
      { op: 'upd', inst: thing, prop: link, val: thing },
    ]);
    expect(await storedValues(server, thing, props.int as string)).toEqual([{ idx: 0, n: 42 }]);
    expect(await storedValues(server, thing, props.float as string)).toEqual([{ idx: 0, n: 2.5 }]);
    expect(await storedValues(server, thing, props.bool as string)).toEqual([{ idx: 0, b: true }]);
    expect(await storedValues(server, thing, props.date as string)).toEqual([{ idx: 0, t: '2024-02-29' }]);
    const [dt] = await storedValues(server, thing, props.dateTime as string);
    expect(new Date(dt?.d as Date).toISOString()).toBe('2024-05-31T10:00:00.000Z');
    expect(await storedValues(server, thing, props.string as string)).toEqual([{ idx: 0, t: '7' }]);
    expect(await storedValues(server, thing, link)).toEqual([{ idx: 0, r: thing }]);
  });

  it('refuses an unknown value type and a bad cardinality on a property', async () => {
    await expectRefused(server, admin, [{ op: 'upd', inst: props.string, prop: META_PROP.type, val: 'currency' }], 400, 'Неизвестный тип значения "currency"');
    await expectRefused(server, admin, [{ op: 'upd', inst: props.string, prop: META_PROP.maxCardinality, val: -2 }], 400, 'Максимальная кардинальность');
  });

  it('is all or nothing: a bad fifth item leaves instances, values, memberships and the log unchanged', async () => {
    const other = uuid();
    const error = await expectRefused(
      server,
      admin,
      [
        { op: 'new', class: Thing, inst: other, name: 'other' },
        { op: 'upd', inst: other, prop: props.int, val: 1 },
        { op: 'add', inst: thing, prop: props.string, val: 'more' },
        ...newClass(uuid(), 'Half-made class', [Thing]).slice(0, 1),
        { op: 'upd', inst: other, prop: props.date, val: '2024-13-01' },
      ],
      400,
      'Неверный формат даты',
    );
    expect(error).toBe('Неверный формат даты (data[4])');
  });

  describe('required fields', () => {
    const Order = uuid();
    const SpecialOrder = uuid();
    beforeAll(async () => {
      await setOk(server, admin, [...newClass(Order, 'Order'), ...newClass(SpecialOrder, 'SpecialOrder', [Order]), ...newDataProperty(code, 'code', { domain: [Order], min: 1, ru: 'Код' })]);
    });

    it('refuses an instance created without a required value, with the spec message', async () => {
      await expectRefused(server, admin, [{ op: 'new', class: Order, name: 'o1' }], 400, 'Поле "Код" обязательно для заполнения (data[0])');
    });

    it('applies to instances of subclasses too', async () => {
      await expectRefused(server, admin, [{ op: 'new', class: SpecialOrder, name: 'o2' }], 400, 'Поле "Код" обязательно для заполнения');
    });

    it('accepts the value given by a later item and refuses removing it afterwards', async () => {
      const order = uuid();
      await setOk(server, admin, [
        { op: 'new', class: SpecialOrder, inst: order, name: 'o3' },
        { op: 'upd', inst: order, prop: code, val: 'A-1' },
      ]);
      await expectRefused(server, admin, [{ op: 'upd', inst: order, prop: code, val: null }], 400, 'Поле "Код" обязательно для заполнения (data[0])');
      await expectRefused(server, admin, [{ op: 'rem', inst: order, prop: code, idx: 0 }], 400, 'обязательно для заполнения');
    });

    it('uses the name when the property has no Russian label; built-in Command needs its query', async () => {
      await expectRefused(server, admin, [{ op: 'new', class: META_CLASS.Command, name: 'cmd' }], 400, 'Поле "Запрос" обязательно для заполнения');
      const cmd = uuid();
      await setOk(server, admin, [
        { op: 'new', class: META_CLASS.Command, inst: cmd, name: 'cmd' },
        { op: 'upd', inst: cmd, prop: META_PROP.query, val: '{"class":"x"}' },
      ]);
    });
  });

  describe('trust: false', () => {
    it('strips HTML from text values and names', async () => {
      const inst = uuid();
      const res = await setData(
        server,
        admin,
        [
          { op: 'new', class: Thing, inst, name: '<b>Bold</b> name' },
          { op: 'upd', inst, prop: props.text, val: '<script>alert(1)</script><p onclick="x()">Hi</p>' },
          { op: 'upd', inst, prop: props.multiString, val: { lang: 'ru', text: '<img src=x onerror=alert(1)>Да' } },
          { op: 'upd', inst, prop: props.date, val: '2024-01-02' },
        ],
        {},
        { trust: false },
      );
      expect(res.status).toBe(200);
      expect((await server.ctx.db.selectFrom('instances').select('name').where('id', '=', inst).executeTakeFirstOrThrow()).name).toBe('Bold name');
      expect(await storedValues(server, inst, props.text as string)).toEqual([{ idx: 0, t: 'Hi' }]);
      expect(await storedValues(server, inst, props.multiString as string)).toEqual([{ idx: 0, t: 'Да', lang: 'ru' }]);
    });

    it('keeps HTML when trusted (the default)', async () => {
      const inst = uuid();
      await setOk(server, admin, [
        { op: 'new', class: Thing, inst, name: 'html' },
        { op: 'upd', inst, prop: props.text, val: '<p>Hi</p>' },
      ]);
      expect(await storedValues(server, inst, props.text as string)).toEqual([{ idx: 0, t: '<p>Hi</p>' }]);
    });
  });

  it('writes nothing for a refused call even after many good items', async () => {
    const before = await storeCounts(server);
    const items: unknown[] = [];
    for (let i = 0; i < 50; i++) items.push({ op: 'new', class: Thing, name: `n${i}` });
    items.push({ op: 'upd', inst: thing, prop: props.bool, val: 'perhaps' });
    const res = await setData(server, admin, items);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Значение должно быть логическим (true или false) (data[50])');
    expect(await storeCounts(server)).toEqual(before);
  });
});
