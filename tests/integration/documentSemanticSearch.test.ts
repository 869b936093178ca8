import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { element, startDocumentsKit, type DocumentsKit } from './documentsTestKit';
import { addTestUser, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, uuid } from './setDataTestKit';
import { savedSearchSchema, searchAnswerSchema, type SaveSearch } from '../../realtime/protocol/semanticSearch';
import { navigationSearchProblem, returnedCodes } from '../../model/semanticSearch/navigationRules';
import { navigationGroups } from '../../model/documents/semanticNavigation';
import { SERVER_CELL_FORMAT } from '../../collab-server/documents/structured/render/searchResultHtml';

// A structured document shows saved semantic searches: the SemanticSearchResult element renders its
// search's table for a reader who may read the search and the §8 message for one who may not; the
// document's related search drives semantic navigation when it returns containerId and groupBy.

const UNREADABLE = (id: string) => `Не удалось загрузить семантический поиск ${id}. Вероятно, отсутствует необходимый доступ`;

describe('semantic searches inside structured documents', () => {
  let kit: DocumentsKit;
  let olga: TestUser;
  const City = uuid();
  const Contract = uuid();
  const Note = uuid();
  const amount = uuid();
  const city = uuid();
  const container = uuid();
  const topic = uuid();
  const position = uuid();
  const moscow = uuid();
  const kazan = uuid();
  const contracts = [uuid(), uuid(), uuid()];
  let tableSearch = '';
  let navSearch = '';
  let badNavSearch = '';
  let documentId = '';
  let resultId = '';
  let sectionId = '';
  let holderId = '';

  const saveSearch = async (body: SaveSearch): Promise<string> => {
    const res = await kit.call('POST', '/semanticSearch', kit.admin.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return savedSearchSchema.parse(res.body).id;
  };
  const node = (classId: string) => ({ id: 'n1', classId, subclasses: true });
  const column = (code: string, prop_id: string, extra: Record<string, unknown> = {}) => ({ id: code, code, node: 'n1', prop_id, old_name: code, new_name: '', hidden: false, do_not_filter: false, agg: null, ord: 0, sort: null, sort_mode: 'asc' as const, ...extra });
  const render = async (token: string) => {
    const res = await kit.call('POST', '/document/render', token, { documentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.html as string;
  };

  beforeAll(async () => {
    kit = await startDocumentsKit();
    olga = await addTestUser(kit.server, 'olga', 'Ольга');
    const auth = { token: kit.admin.token };
    await setOk(kit.server, auth, [
      ...newClass(City, 'Город'),
      ...newClass(Contract, 'Договор'),
      ...newClass(Note, 'Заметка'),
      ...newDataProperty(amount, 'Сумма', { type: 'float', domain: [Contract] }),
      ...newObjectProperty(city, 'Город договора', { range: City, domain: [Contract] }),
      ...newDataProperty(container, 'Элемент', { type: 'string', domain: [Note] }),
      ...newDataProperty(topic, 'Тема', { type: 'string', domain: [Note] }),
      ...newDataProperty(position, 'Порядок', { type: 'int', domain: [Note] }),
    ]);
    await setOk(kit.server, auth, [
      { op: 'new', class: City, inst: moscow, name: 'Москва' },
      { op: 'new', class: City, inst: kazan, name: 'Казань' },
      ...contracts.flatMap((id, i) => [
        { op: 'new', class: Contract, inst: id, name: `Д-${i + 1}` },
        { op: 'upd', inst: id, prop: amount, val: (i + 1) * 100 },
        { op: 'upd', inst: id, prop: city, val: i === 1 ? kazan : moscow },
      ]),
    ]);
    tableSearch = await saveSearch({
      code: 'contracts',
      name: 'Договоры по городам',
      desc: '',
      subject_area: [],
      app: 'onto',
      json: {
        filters: [{ id: 'f1', nodes: [node(Contract)], edges: [], where: [] }],
        columns: [column('name', 'name', { sort: 1 }), column('city', city), column('sum', amount)],
        calcColumns: [],
        pageSize: null,
      },
    });

    // the document: a section with a paragraph, and the search's table
    documentId = await kit.create(kit.admin.token, 'Отчёт о договорах');
    const loaded = await kit.load(kit.admin.token, documentId);
    const root = loaded.snapshot.rootId;
    sectionId = loaded.snapshot.children[root]![0]!;
    holderId = loaded.snapshot.children[sectionId]![0]!;
    const result = element('SemanticSearchResult', { title: 'Договоры', settings: { semanticSearchId: tableSearch, params: 'groupField=city;headerLevel=3' } });
    resultId = result.innerId;
    const saved = await kit.save({ id: kit.admin.id, token: kit.admin.token }, documentId, loaded.updateId, { added: [result], order: { [root]: [sectionId, resultId] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // notes pointing at the document's elements, for semantic navigation
    await setOk(kit.server, auth, [
      { op: 'new', class: Note, inst: uuid(), name: 'О разделе' },
      { op: 'new', class: Note, inst: uuid(), name: 'Об абзаце' },
      { op: 'new', class: Note, inst: uuid(), name: 'О таблице' },
      { op: 'new', class: Note, inst: uuid(), name: 'Чужая' },
    ]);
    const notes = await kit.server.ctx.db.selectFrom('instances').innerJoin('memberships', 'memberships.instance_id', 'instances.id').select(['instances.id', 'instances.name']).where('memberships.class_id', '=', Note).execute();
    const byName = Object.fromEntries(notes.map((n) => [n.name, n.id]));
    const point = (name: string, target: string, group: string, order: number) => [
      { op: 'upd', inst: byName[name], prop: container, val: target },
      { op: 'upd', inst: byName[name], prop: topic, val: group },
      { op: 'upd', inst: byName[name], prop: position, val: order },
    ];
    await setOk(kit.server, auth, [...point('О разделе', sectionId, 'Структура', 2), ...point('Об абзаце', holderId.toUpperCase(), 'Структура', 1), ...point('О таблице', resultId, 'Данные', 3), ...point('Чужая', uuid(), 'Данные', 0)]);
    const navColumns = [column('name', 'name'), column('containerId', container), column('groupBy', topic), column('orderBy', position)];
    navSearch = await saveSearch({ code: 'nav', name: 'Навигация по заметкам', desc: '', subject_area: [], app: 'onto', json: { filters: [{ id: 'f1', nodes: [node(Note)], edges: [], where: [] }], columns: navColumns, calcColumns: [], pageSize: null } });
    badNavSearch = await saveSearch({
      code: 'nav-bad',
      name: 'Навигация без групп',
      desc: '',
      subject_area: [],
      app: 'onto',
      json: { filters: [{ id: 'f1', nodes: [node(Note)], edges: [], where: [] }], columns: [column('containerId', container), column('groupBy', topic, { hidden: true })], calcColumns: [], pageSize: null },
    });
  });
  afterAll(async () => kit?.server.stop());

  it('renders the table of its search for a reader who may read it, grouped as its parameters say', async () => {
    const html = await render(kit.admin.token);
    expect(html).toContain(`data-search-id="${tableSearch}"`);
    expect(html).toContain('<p class="sdoc-block-title">Договоры</p>');
    // Д-1 and Д-3 are Moscow's, Д-2 Kazan's: groups in the order of the rows (sorted by name)
    expect(html).toMatch(/<h3 class="sdoc-search-group">Москва<\/h3><table class="sdoc-search-table"><thead><tr><th>[^<]*<\/th><th>[^<]*<\/th><\/tr><\/thead><tbody><tr><td>Д-1<\/td><td style="text-align:right">100<\/td><\/tr><tr><td>Д-3<\/td><td style="text-align:right">300<\/td><\/tr><\/tbody><\/table>/);
    expect(html).toMatch(/<h3 class="sdoc-search-group">Казань<\/h3><table class="sdoc-search-table">.*<td>Д-2<\/td><td style="text-align:right">200<\/td>/);
    expect(html).not.toContain(UNREADABLE(tableSearch));
  });

  it('renders the §8 message for a reader who may not read the search, and the rest of the document', async () => {
    const html = await render(olga.token);
    expect(html).toContain(UNREADABLE(tableSearch));
    expect(html).not.toContain('Д-1');
    expect(html).toContain(`data-element-id="${holderId}"`);
  });

  it('once the search is shared with her, the same reader sees the table', async () => {
    const shared = await kit.call('PUT', `/semanticSearch/${tableSearch}/sharing`, kit.admin.token, { roles: [], users: [{ userId: olga.id, edit: false }] });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const html = await render(olga.token);
    expect(html).not.toContain(UNREADABLE(tableSearch));
    expect(html).toContain('<td>Д-2</td>');
  });

  it('a publication freezes the table as the publisher read it', async () => {
    const published = await kit.call('POST', '/document/publications', kit.admin.token, { documentId, name: 'Версия 1', isPublic: false });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    await setOk(kit.server, { token: kit.admin.token }, [{ op: 'upd', inst: contracts[0], prop: amount, val: 150 }]);
    const frozen = await kit.server.ctx.db.selectFrom('document_publications').select('content_html').where('id', '=', published.body.id).executeTakeFirstOrThrow();
    expect(frozen.content_html).toContain('<td>Д-1</td><td style="text-align:right">100</td>');
    expect(await render(kit.admin.token)).toContain('<td>Д-1</td><td style="text-align:right">150</td>');
  });

  describe('semantic navigation', () => {
    it('the root names the related search in the rendered document', async () => {
      const loaded = await kit.load(kit.admin.token, documentId);
      const root = loaded.snapshot.rootId;
      const saved = await kit.save({ id: kit.admin.id, token: kit.admin.token }, documentId, loaded.updateId, { changed: [{ innerId: root, fields: { settings: { semanticNavigationSearchId: navSearch } } }] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await render(olga.token)).toContain(`data-navigation-search="${navSearch}"`);
    });

    it('a search without groupBy (hidden does not count) breaks the rule with the spec’s message', async () => {
      const res = await kit.call('GET', `/semanticSearch/${badNavSearch}`, kit.admin.token);
      expect(res.status).toBe(200);
      const search = savedSearchSchema.parse(res.body);
      expect(navigationSearchProblem(search.id, returnedCodes(search.json))).toBe(`Related semantic search ${badNavSearch} must return a column with code groupBy!`);
    });

    it('a qualifying search lists groups of the document’s elements in orderBy order, leaving other documents’ rows out', async () => {
      const res = await kit.call('GET', `/semanticSearch/${navSearch}`, kit.admin.token);
      const search = savedSearchSchema.parse(res.body);
      expect(navigationSearchProblem(search.id, returnedCodes(search.json))).toBeNull();
      const run = await kit.call('POST', `/semanticSearch/${navSearch}/run`, kit.admin.token, { limit: 1000 });
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      const loaded = await kit.load(kit.admin.token, documentId);
      const ids = new Map(Object.keys(loaded.snapshot.elements).map((id) => [id.toLowerCase(), id]));
      const navigation = navigationGroups(searchAnswerSchema.parse(run.body), (id) => ids.get(id) ?? null, SERVER_CELL_FORMAT);
      expect(navigation).toEqual({
        // by orderBy: the other document's note (0) is left out, the paragraph (1), the section (2), the table (3)
        groups: [
          { label: 'Структура', items: [{ innerId: holderId, label: 'Об абзаце' }, { innerId: sectionId, label: 'О разделе' }] },
          { label: 'Данные', items: [{ innerId: resultId, label: 'О таблице' }] },
        ],
        unmatched: 1,
      });
    });

    it('a reader who may not read the navigation search is refused with the §8 message', async () => {
      const res = await kit.call('GET', `/semanticSearch/${navSearch}`, olga.token);
      expect([403, 404]).toContain(res.status);
      expect(res.body.error).toBe(UNREADABLE(navSearch));
    });
  });
});
