import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor } from './shellTestKit';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';

// A saved semantic search inside a structured document: the author inserts a «Результат
// семантического поиска», picks the search by a word of its name and sees its first rows on the
// canvas; the reader sees the table in the viewer, and when a colleague changes a shown value
// through the data API the viewer's table follows without a reload. The document also names a
// related search for semantic navigation: its groups list the document's elements.

const META_CLASS_CLASS = META_CLASS.Class;
const META_CLASS_DATA_PROPERTY = META_CLASS.DataProperty;
const META_PROP_TYPE = META_PROP.type;
const META_PROP_DOMAIN = META_PROP.domain;

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  const body = await res.text();
  expect(res.status(), body).toBe(200);
  expect(JSON.parse(body).error ?? null, body).toBeNull();
}

const column = (code: string, prop_id: string, extra: Record<string, unknown> = {}) => ({ id: code, code, node: 'n1', prop_id, old_name: code, new_name: '', hidden: false, do_not_filter: false, agg: null, ord: 0, sort: null, sort_mode: 'asc', ...extra });

async function saveSearch(request: APIRequestContext, token: string, name: string, classId: string, columns: unknown[]): Promise<string> {
  const res = await request.post('/api/semanticSearch', {
    headers: { authorization: token },
    data: { name, code: '', desc: '', subject_area: [], app: 'onto', json: { filters: [{ id: 'f1', nodes: [{ id: 'n1', classId, subclasses: true }], edges: [], where: [] }], columns, calcColumns: [], pageSize: null } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

type Stored = { rootId: string; elements: Record<string, { kind: string; settings: Record<string, unknown> }>; children: Record<string, string[]> };
async function stored(request: APIRequestContext, token: string, documentId: string): Promise<Stored> {
  const res = await request.post('/api/document/fetch', { headers: { authorization: token }, data: { documentId } });
  return ((await res.json()) as { snapshot: Stored }).snapshot;
}

test('a semantic search in a document: picked in the editor, live in the viewer, and driving semantic navigation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const [Contract, amount, Note, container, topic] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [first, second] = [randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: META_CLASS_CLASS, inst: Contract, name: `Договор ${stamp}` },
    { op: 'new', class: META_CLASS_DATA_PROPERTY, inst: amount, name: `Сумма ${stamp}` },
    { op: 'upd', inst: amount, prop: META_PROP_TYPE, val: 'float' },
    { op: 'add', inst: amount, prop: META_PROP_DOMAIN, val: Contract },
    { op: 'new', class: Contract, inst: first, name: 'Поставка бумаги' },
    { op: 'upd', inst: first, prop: amount, val: 1200 },
    { op: 'new', class: Contract, inst: second, name: 'Ремонт кровли' },
    { op: 'upd', inst: second, prop: amount, val: 98000.5 },
  ]);
  const searchName = `Договоры и суммы ${stamp}`;
  const searchId = await saveSearch(request, token, searchName, Contract, [column('name', 'name', { new_name: 'Договор', sort: 1 }), column('sum', amount, { new_name: 'Сумма' })]);

  const created = await request.post('/api/documents', { headers: { authorization: token }, data: { kind: 'structured', name: `Сводка договоров ${stamp}` } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const documentId = ((await created.json()) as { id: string }).id;

  // the author: the first paragraph is selected, «Добавить после → Результат семантического поиска»
  await openAs(page, token, `/structuredDocuments/edit/${documentId}`);
  await expect(page.getByTestId('sdoc-editor')).toHaveAttribute('data-synced', 'true', { timeout: 15_000 });
  await page.locator('[data-testid^="content-"][contenteditable]').first().click();
  await page.keyboard.type('Договоры отдела на сегодня:');
  await page.getByTestId('sdoc-add-after').click();
  await page.getByTestId('sdoc-add-after-SemanticSearchResult').click();
  await page.keyboard.type('Действующие договоры');
  const block = page.locator('[data-testid^="semantic-search-"]');
  await expect(block).toContainText('Семантический поиск не выбран');
  await block.locator('[data-testid^="search-choose-"]').click();
  const picker = page.getByTestId('search-picker');
  await picker.getByTestId('search-picker-filter').fill(`суммы ${stamp}`);
  await expect(picker.getByTestId('search-picker-item')).toHaveCount(1);
  await picker.getByTestId('search-picker-item').click();
  await expect(picker).toBeHidden();
  // the canvas previews the first rows
  const preview = block.locator('[data-testid^="search-preview-"]');
  await expect(preview).toContainText('Поставка бумаги');
  await expect(preview).toContainText('98\u00a0000,5');
  await expect(block.locator('[data-testid^="search-name-"]')).toHaveText(searchName);
  await screenshot(page, 'sdoc-semantic-search-editor');

  const saved = async () => {
    const s = await stored(request, token, documentId);
    return Object.values(s.elements).find((e) => e.kind === 'SemanticSearchResult')?.settings.semanticSearchId ?? null;
  };
  await expect.poll(saved, { timeout: 15_000 }).toBe(searchId);

  // the reader's view: the live table
  await openAs(page, token, `/structuredDocuments/view/${documentId}`);
  const live = page.locator('[data-testid^="live-search-"]');
  await expect(live).toContainText('Поставка бумаги');
  await expect(live.locator('tr', { hasText: 'Поставка бумаги' })).toContainText('1\u00a0200');
  await expect(live.locator('th')).toHaveText(['Договор', 'Сумма']);

  // a colleague changes a shown value: the table follows without a reload
  await setData(request, token, [{ op: 'upd', inst: first, prop: amount, val: 4321 }]);
  await expect(live.locator('tr', { hasText: 'Поставка бумаги' })).toContainText('4\u00a0321', { timeout: 5_000 });
  // and a new instance that now matches shows up too
  await setData(request, token, [{ op: 'new', class: Contract, inst: randomUUID(), name: 'Аренда склада' }]);
  await expect(live).toContainText('Аренда склада', { timeout: 5_000 });
  await screenshot(page, 'sdoc-semantic-search-viewer');

  // semantic navigation: notes naming the document's elements by containerId, grouped by topic
  const snapshot = await stored(request, token, documentId);
  const sectionId = snapshot.children[snapshot.rootId]![0]!;
  const resultId = Object.entries(snapshot.elements).find(([, e]) => e.kind === 'SemanticSearchResult')![0];
  const [tableNote, sectionNote] = [randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: META_CLASS_CLASS, inst: Note, name: `Заметка ${stamp}` },
    { op: 'new', class: META_CLASS_DATA_PROPERTY, inst: container, name: `Элемент ${stamp}` },
    { op: 'add', inst: container, prop: META_PROP_DOMAIN, val: Note },
    { op: 'new', class: META_CLASS_DATA_PROPERTY, inst: topic, name: `Тема ${stamp}` },
    { op: 'add', inst: topic, prop: META_PROP_DOMAIN, val: Note },
    { op: 'new', class: Note, inst: sectionNote, name: 'Вводный раздел' },
    { op: 'upd', inst: sectionNote, prop: container, val: sectionId },
    { op: 'upd', inst: sectionNote, prop: topic, val: 'Структура' },
    // points at nothing yet
    { op: 'new', class: Note, inst: tableNote, name: 'Таблица договоров' },
  ]);
  const navOk = await saveSearch(request, token, `Навигация ${stamp}`, Note, [column('name', 'name'), column('containerId', container), column('groupBy', topic)]);
  const navBad = await saveSearch(request, token, `Навигация без групп ${stamp}`, Note, [column('name', 'name'), column('containerId', container)]);

  // the author names the related search; one without groupBy is refused with the spec's message
  await openAs(page, token, `/structuredDocuments/edit/${documentId}`);
  await expect(page.getByTestId('sdoc-editor')).toHaveAttribute('data-synced', 'true', { timeout: 15_000 });
  const chooseNavigation = async (name: string) => {
    await page.getByTestId('navigation-search-choose').click();
    await page.getByTestId('search-picker-filter').fill(name);
    await page.getByTestId('search-picker-item').first().click();
  };
  await chooseNavigation(`без групп ${stamp}`);
  await expect(page.getByTestId('navigation-rule-problem')).toHaveText(`Related semantic search ${navBad} must return a column with code groupBy!`);
  await chooseNavigation(`Навигация ${stamp}`);
  await expect(page.getByTestId('navigation-search-name')).toHaveText(`Навигация ${stamp}`);
  await expect(page.getByTestId('navigation-rule-problem')).toHaveCount(0);
  await expect.poll(async () => (await stored(request, token, documentId)).elements[snapshot.rootId]?.settings.semanticNavigationSearchId, { timeout: 15_000 }).toBe(navOk);

  await openAs(page, token, `/structuredDocuments/view/${documentId}`);
  await page.getByTestId('semantic-tab').click();
  const navigation = page.getByTestId('semantic-navigation');
  await expect(navigation.getByTestId('semantic-navigation-group')).toHaveCount(1);
  await expect(navigation).toContainText('Структура');
  await navigation.getByTestId('semantic-navigation-item').filter({ hasText: 'Вводный раздел' }).click();
  await expect(page.locator(`#el-${sectionId}`)).toBeInViewport();
  // a note pointing at the table arrives live, in its own group
  await setData(request, token, [
    { op: 'upd', inst: tableNote, prop: container, val: resultId },
    { op: 'upd', inst: tableNote, prop: topic, val: 'Данные' },
  ]);
  await expect(navigation.getByTestId('semantic-navigation-group')).toHaveCount(2, { timeout: 5_000 });
  await expect(navigation).toContainText('Данные');
  await screenshot(page, 'sdoc-semantic-navigation');

  // a reader the searches are not shared with: the §8 message in place of the table and of the navigation lists
  const reader = await createUser(request);
  await openAs(page, await tokenFor(request, reader.login, reader.password), `/structuredDocuments/view/${documentId}`);
  await expect(page.getByTestId('sdoc-article').getByTestId('search-problem')).toHaveText(`Не удалось загрузить семантический поиск ${searchId}. Вероятно, отсутствует необходимый доступ`);
  await expect(page.getByTestId('sdoc-article')).not.toContainText('Поставка бумаги');
  await page.getByTestId('semantic-tab').click();
  await expect(page.getByTestId('document-navigation').getByTestId('search-problem')).toHaveText(`Не удалось загрузить семантический поиск ${navOk}. Вероятно, отсутствует необходимый доступ`);
  await expect(page.getByTestId('semantic-navigation-item')).toHaveCount(0);
  await screenshot(page, 'sdoc-semantic-search-unreadable');
});
