import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionListSchema, decisionSchema, dmnProblemSchema, evaluateAnswerSchema } from '../../realtime/protocol/dmn';
import { BASE_RULES, CYCLE_XML, discountXml, startDmnKit, tckFile, type DmnKit } from './dmnDecisionsTestKit';
import { newClass, newDataProperty, setOk, uuid } from './setDataTestKit';

// Decisions through the real HTTP API: create, list, open, save, delete, import and export, evaluate,
// bad input refused with nothing written, access by author, sharing and the editor role.

describe('DMN decisions: entity, import/export, evaluation, access', () => {
  let kit: DmnKit;
  beforeAll(async () => {
    kit = await startDmnKit();
  });
  afterAll(async () => kit?.server.stop());

  const create = async (body: unknown, token?: string) => {
    const res = await kit.call('POST', '/dmn', token, body);
    expect(res.status, res.text).toBe(201);
    return decisionSchema.parse(res.body);
  };
  const save = (id: string, body: Record<string, unknown>, token?: string) => kit.call('PUT', `/dmn/${id}`, token, body);

  it('creates an empty decision, opens, saves, lists with search and author, deletes', async () => {
    const empty = await create({ name: 'Пустое решение', systemName: 'empty_one', hitPolicy: 'FIRST' });
    expect(empty).toMatchObject({ name: 'Пустое решение', systemName: 'empty_one', hitPolicy: 'FIRST', revision: 1, versionNumber: 1, rootVersionDmn: empty.id, sourceVersionDmn: null, versions: 1, canEdit: true, flagged: false });
    expect(empty.xml).toContain('https://www.omg.org/spec/DMN/20230324/MODEL/');
    expect(empty.author?.name).toBeTruthy();

    const opened = decisionSchema.parse((await kit.call('GET', `/dmn/${empty.id}`)).body);
    expect(opened.xml).toBe(empty.xml);

    const saved = await save(empty.id, { revision: 1, name: 'Скидка по возрасту', systemName: 'age_discount', xml: discountXml(BASE_RULES) });
    expect(saved.status, saved.text).toBe(200);
    expect(decisionSchema.parse(saved.body)).toMatchObject({ revision: 2, name: 'Скидка по возрасту', hitPolicy: 'UNIQUE' });
    expect(await kit.server.ctx.db.selectFrom('dmn_revisions').select('revision').where('decision_id', '=', empty.id).orderBy('revision').execute()).toEqual([{ revision: 1 }, { revision: 2 }]);

    const found = decisionListSchema.parse((await kit.call('GET', '/dmn?search=возраст')).body);
    expect(found.rows.map((r) => r.id)).toEqual([empty.id]);
    expect(decisionListSchema.parse((await kit.call('GET', '/dmn?search=AGE_DISC')).body).count).toBe(1);
    const admin = found.rows[0]?.author?.id as string;
    expect(decisionListSchema.parse((await kit.call('GET', `/dmn?author=${admin}`)).body).count).toBeGreaterThanOrEqual(1);
    const other = await kit.user('nobody_author');
    expect(decisionListSchema.parse((await kit.call('GET', `/dmn?author=${other.id}`)).body).count).toBe(0);

    const deleted = await kit.call('DELETE', `/dmn/${empty.id}`);
    expect(deleted.status).toBe(204);
    expect((await kit.call('GET', `/dmn/${empty.id}`)).status).toBe(404);
    expect(await kit.server.ctx.db.selectFrom('dmn_revisions').select('revision').where('decision_id', '=', empty.id).execute()).toEqual([]);
  });

  it('imports the TCK 0004-lending file, evaluates it, exports 1.3 and 1.5 and re-imports the same decisions', async () => {
    const lending = await create({ xml: await tckFile('0004-lending/0004-lending.dmn') });
    expect(lending.name).toBe('0004-lending');
    const applicant = {
      ApplicantData: { Monthly: { Income: 6000, Expenses: 2000, Repayments: 0 }, Age: 35, ExistingCustomer: true, MaritalStatus: 'M', EmploymentStatus: 'EMPLOYED' },
      RequestedProduct: { ProductType: 'STANDARD LOAN', Amount: 350000, Rate: 0.0395, Term: 360 },
      BureauData: { CreditScore: 649, Bankrupt: false },
      SupportingDocuments: 'YES',
    };
    const res = await kit.call('POST', `/dmn/${lending.id}/evaluate`, undefined, { decision: 'Strategy', context: applicant });
    expect(res.status, res.text).toBe(200);
    const answer = evaluateAnswerSchema.parse(res.body);
    expect(answer.value).toBe('BUREAU');
    // required decisions first, each with its value
    const values = Object.fromEntries(answer.decisions.map((d) => [d.name, d.value]));
    expect(values).toMatchObject({ Eligibility: 'ELIGIBLE', BureauCallType: 'MINI', 'Pre-bureauRiskCategory': 'LOW', Strategy: 'BUREAU' });
    expect(answer.decisions.at(-1)?.name).toBe('Strategy');
    const adjudication = evaluateAnswerSchema.parse((await kit.call('POST', `/dmn/${lending.id}/evaluate`, undefined, { decision: 'd_Adjudication', context: applicant })).body);
    expect(adjudication.value).toBe('ACCEPT');
    expect(answer.context).toMatchObject({ SupportingDocuments: 'YES' });

    for (const version of ['1.3', '1.5'] as const) {
      const exported = await kit.call('GET', `/dmn/${lending.id}/export?version=${version}`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="0004-lending\.dmn"/);
      expect(exported.text).toContain(version === '1.3' ? 'https://www.omg.org/spec/DMN/20191111/MODEL/' : 'https://www.omg.org/spec/DMN/20230324/MODEL/');
      const again = await create({ name: `Заём ${version}`, xml: exported.text });
      const twice = evaluateAnswerSchema.parse((await kit.call('POST', `/dmn/${again.id}/evaluate`, undefined, { decision: 'Strategy', context: applicant })).body);
      expect(twice.value).toBe('BUREAU');
      expect(twice.decisions.map((d) => [d.decisionId, d.value])).toEqual(answer.decisions.map((d) => [d.decisionId, d.value]));
    }
  });

  it('evaluates the stored decision or the editor draft, with the matched rules', async () => {
    const d = await create({ name: 'Скидка', xml: discountXml(BASE_RULES) });
    const stored = evaluateAnswerSchema.parse((await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { context: { age: 70 } })).body);
    expect(stored).toMatchObject({ decisionId: 'discount', value: 10 });
    expect(stored.decisions[0]?.matchedRules).toEqual([{ ruleId: 'r3', index: 3 }]);
    const draft = evaluateAnswerSchema.parse((await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { context: { age: 70 }, xml: discountXml([['r1', '< 18', '0'], ['r9', '>= 18', '3']]) })).body);
    expect(draft).toMatchObject({ value: 3, decisions: [{ matchedRules: [{ ruleId: 'r9', index: 2 }] }] });
    const wrongType = await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { context: { age: 'abc' } });
    expect(wrongType.status).toBe(400);
    expect(dmnProblemSchema.parse(wrongType.body).error).toContain('abc');
    expect((await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { context: 'нет' })).status).toBe(400);
  });

  it('evaluates for an instance: bound input columns take its property values, context entries win', async () => {
    const [Client, age, ann] = [uuid(), uuid(), uuid()];
    const auth = { token: kit.admin };
    await setOk(kit.server, auth, [...newClass(Client, 'Клиент'), ...newDataProperty(age, 'возраст', { type: 'int', domain: [Client] })]);
    await setOk(kit.server, auth, [{ op: 'new', class: Client, inst: ann, name: 'Анна' }, { op: 'upd', inst: ann, prop: age, val: 70 }]);
    const d = await create({ name: 'Скидка клиента', xml: discountXml(BASE_RULES) });
    const bound = await save(d.id, { revision: 1, name: d.name, xml: d.xml, bindings: [{ decisionId: 'discount', columnId: 'age', kind: 'input', propId: age }, { decisionId: 'gone', columnId: 'x', kind: 'input', propId: age }] });
    expect(bound.status, bound.text).toBe(200);
    expect(bound.body.bindings).toEqual([{ decisionId: 'discount', columnId: 'age', kind: 'input', propId: age }]);
    expect((await kit.server.ctx.db.selectFrom('dmn_decisions').select('reads').where('id', '=', d.id).executeTakeFirstOrThrow()).reads).toEqual([age]);
    const res = await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { instance: ann });
    expect(res.status, res.text).toBe(200);
    expect(evaluateAnswerSchema.parse(res.body)).toMatchObject({ value: 10, context: { age: 70 } });
    const overridden = evaluateAnswerSchema.parse((await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { instance: ann, context: { age: 10 } })).body);
    expect(overridden).toMatchObject({ value: 0, context: { age: 10 } });
    expect((await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { instance: uuid() })).status).toBe(404);

    // a flag on a bound column shows in the list; unbinding the column clears it
    const flag = { kind: 'propertyDeleted', columnId: 'age', propId: age, propName: 'возраст', message: 'Свойство «возраст» удалено', at: new Date().toISOString() };
    await kit.server.ctx.db.updateTable('dmn_decisions').set({ problems: JSON.stringify([flag]) }).where('id', '=', d.id).execute();
    expect(decisionListSchema.parse((await kit.call('GET', '/dmn?search=Скидка клиента')).body).rows[0]?.flagged).toBe(true);
    const kept = decisionSchema.parse((await save(d.id, { revision: 2, name: d.name, xml: d.xml, bindings: bound.body.bindings })).body);
    expect(kept.problems).toHaveLength(1);
    const cleared = decisionSchema.parse((await save(d.id, { revision: 3, name: d.name, xml: d.xml, bindings: [] })).body);
    expect(cleared).toMatchObject({ problems: [], flagged: false, bindings: [] });
  });

  it('refuses bad models with a clear message and writes nothing', async () => {
    const d = await create({ name: 'Проверка ошибок', xml: discountXml(BASE_RULES) });
    const before = { decisions: await kit.count('dmn_decisions'), revisions: await kit.count('dmn_revisions') };
    const refuse = async (xml: string, what: (p: ReturnType<typeof dmnProblemSchema.parse>) => void) => {
      for (const res of [await kit.call('POST', '/dmn', undefined, { name: 'Плохое', xml }), await save(d.id, { revision: 1, name: 'Проверка ошибок', xml })]) {
        expect(res.status, res.text).toBe(400);
        what(dmnProblemSchema.parse(res.body));
      }
    };
    await refuse(discountXml([['r1', '< 18', '0'], ['r2', '[18..', '5']]), (p) => {
      expect(p.error).toMatch(/FEEL/);
      expect(p.where?.from).toBeTypeOf('number');
    });
    await refuse(discountXml([['r1', '< 30', '0'], ['r2', '[18..65]', '5']]), (p) => {
      expect(p.error).toMatch(/1 и 2/);
      expect(p.where?.ruleIndexes).toEqual([1, 2]);
    });
    await refuse(CYCLE_XML, (p) => expect(p.error).toMatch(/[Цц]икл/));
    await refuse('<html><body>не DMN</body></html>', (p) => expect(p.error).toMatch(/DMN/));
    await refuse('<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/"><decision', (p) => expect(p.error).toBeTruthy());
    await refuse(discountXml([['r1', '< 18', '"много"']]), (p) => expect(p.error).toBeTruthy());
    expect({ decisions: await kit.count('dmn_decisions'), revisions: await kit.count('dmn_revisions') }).toEqual(before);
    expect(decisionSchema.parse((await kit.call('GET', `/dmn/${d.id}`)).body).revision).toBe(1);
    // malformed requests
    expect((await kit.call('POST', '/dmn', undefined, { hitPolicy: 'UNIQUE' })).status).toBe(400);
    expect((await save(d.id, { name: 'x', xml: 'y' })).status).toBe(400);
    expect((await kit.call('GET', '/dmn/not-an-id')).status).toBe(400);
    expect((await kit.call('GET', '/dmn?limit=0')).status).toBe(400);
  });

  it('access: others see nothing until it is shared; a reader reads but cannot save; the editor role edits all', async () => {
    const author = await kit.user('dmn_author');
    const stranger = await kit.user('dmn_stranger');
    const reader = await kit.user('dmn_reader');
    const editor = await kit.user('dmn_global_editor', ['editor']);
    const mine = await create({ name: 'Моё решение', xml: discountXml(BASE_RULES) }, author.token);
    expect(mine.canEdit).toBe(true);

    expect((await kit.call('GET', `/dmn/${mine.id}`, stranger.token)).status).toBe(403);
    expect(decisionListSchema.parse((await kit.call('GET', '/dmn?search=Моё', stranger.token)).body).count).toBe(0);
    expect((await kit.call('POST', `/dmn/${mine.id}/evaluate`, stranger.token, { context: { age: 5 } })).status).toBe(403);
    expect((await save(mine.id, { revision: 1, name: 'Чужое', xml: mine.xml }, stranger.token)).status).toBe(403);
    expect((await kit.call('DELETE', `/dmn/${mine.id}`, stranger.token)).status).toBe(403);

    // sharing: only who may edit sees and changes it
    expect((await kit.call('PUT', `/dmn/${mine.id}/sharing`, stranger.token, { assignments: [{ userId: stranger.id, edit: true }] })).status).toBe(403);
    const shared = await kit.call('PUT', `/dmn/${mine.id}/sharing`, author.token, { assignments: [{ userId: reader.id, edit: false }] });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.assignments).toEqual([{ userId: reader.id, name: 'dmn_reader', login: 'dmn_reader', edit: false }]);
    expect((await kit.call('PUT', `/dmn/${mine.id}/sharing`, author.token, { assignments: [{ userId: author.id, edit: true }] })).status).toBe(400);

    const asReader = decisionSchema.parse((await kit.call('GET', `/dmn/${mine.id}`, reader.token)).body);
    expect(asReader).toMatchObject({ canEdit: false, assignments: [{ userId: reader.id, edit: false }], role: ['reader'] });
    expect(decisionListSchema.parse((await kit.call('GET', '/dmn?search=Моё', reader.token)).body).rows.map((r) => [r.id, r.canEdit])).toEqual([[mine.id, false]]);
    expect((await kit.call('POST', `/dmn/${mine.id}/evaluate`, reader.token, { context: { age: 5 } })).status).toBe(200);
    expect((await save(mine.id, { revision: 1, name: 'Читатель', xml: mine.xml }, reader.token)).status).toBe(403);
    expect((await kit.call('GET', `/dmn/${mine.id}/sharing`, reader.token)).status).toBe(403);

    // given with the editor role: saves
    await kit.call('PUT', `/dmn/${mine.id}/sharing`, author.token, { assignments: [{ userId: reader.id, edit: true }] });
    expect((await save(mine.id, { revision: 1, name: 'Теперь редактор', xml: mine.xml }, reader.token)).status).toBe(200);
    // the global editor role edits everything
    expect((await save(mine.id, { revision: 2, name: 'Редактор онтологии', xml: mine.xml }, editor.token)).status).toBe(200);
    expect((await kit.call('GET', `/dmn/${mine.id}`, undefined)).body.name).toBe('Редактор онтологии');
  });
});
