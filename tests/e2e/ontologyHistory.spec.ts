import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// History, undo and diff: a state file downloaded on /base-update before and after an edit made
// through the data API, compared on /ontologyDiff; the edit reverted from the instance's history;
// two maps' classes matched on /ontology-compare; a map's documentation, glossary and public page.

const META = {
  Class: '00000000-0000-4000-8000-000000000001',
  DataProperty: '00000000-0000-4000-8000-000000000003',
  OntologyMap: '00000000-0000-4000-8000-000000000006',
  parents: '00000000-0000-4000-8000-000000000103',
  domain: '00000000-0000-4000-8000-000000000104',
  label: '00000000-0000-4000-8000-000000000109',
  comment: '00000000-0000-4000-8000-00000000010a',
  inMap: '00000000-0000-4000-8000-000000000141',
};

const shot = (page: Page, name: string) => screenshot(page, name, true);

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function valuesOf(request: APIRequestContext, token: string, inst: string, prop: string): Promise<unknown[]> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'get_data', payload: { idx: inst, fields: [{ prop }] } } });
  const body = (await res.json()) as { rows: Array<{ prop: string; val: unknown }> };
  return body.rows.filter((r) => r.prop === prop).map((r) => r.val);
}

/** The state file as /base-update downloads it, for the map chosen there. */
async function downloadState(page: Page, mapName: string): Promise<string> {
  await page.getByTestId('state-map').selectOption({ label: mapName });
  const download = page.waitForEvent('download');
  await page.getByTestId('state-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ontology-state-[0-9a-f]{8}-\d{8}-\d{4}\.json$/);
  await expect(page.getByTestId('state-progress')).toContainText('сохранён');
  return readFileSync((await file.path()) as string, 'utf-8');
}

test('state files before and after an edit show the change on /ontologyDiff, and the history reverts it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const suffix = Date.now().toString(36);
  const map = randomUUID();
  const cls = randomUUID();
  const position = randomUUID();
  const inst = randomUUID();
  const mapName = `Кадры ${suffix}`;
  await setData(request, token, [
    { op: 'new', class: META.OntologyMap, inst: map, name: mapName },
    { op: 'new', class: META.Class, inst: cls, name: `Сотрудник ${suffix}` },
    { op: 'add', inst: cls, prop: META.inMap, val: map },
    { op: 'new', class: META.DataProperty, inst: position, name: `должность_${suffix}` },
    { op: 'add', inst: position, prop: META.domain, val: cls },
    { op: 'add', inst: position, prop: META.label, val: { lang: 'ru', text: 'Должность' } },
    { op: 'new', class: cls, inst, name: 'Иванов' },
    { op: 'upd', inst, prop: position, val: 'инженер' },
  ]);

  await openAs(page, token, '/base-update');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Выгрузка объектов из базы' })).toBeVisible();
  const before = await downloadState(page, mapName);
  await shot(page, 'base-update');
  await setData(request, token, [{ op: 'upd', inst, prop: position, val: 'главный инженер' }]);
  const after = await downloadState(page, mapName);

  await page.goto('/ontologyDiff');
  await page.getByTestId('diff-state1').setInputFiles({ name: 'before.json', mimeType: 'application/json', buffer: Buffer.from(before) });
  await page.getByTestId('diff-state2').setInputFiles({ name: 'after.json', mimeType: 'application/json', buffer: Buffer.from(after) });
  await page.getByTestId('diff-compare').click();
  await expect(page.getByTestId('diff-stat-instances')).toContainText('Экземпляры');
  await expect(page.getByTestId('diff-stat-instances').locator('td').nth(3)).toHaveText('1');
  const changed = page.getByTestId('diff-category-instances').getByTestId('diff-changed');
  await expect(changed).toContainText('Иванов');
  await expect(changed).toContainText(`должность_${suffix}`);
  await expect(changed).toContainText('инженер');
  await expect(changed).toContainText('главный инженер');
  await shot(page, 'ontology-diff');
  await page.getByTestId('diff-category-instances').screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/ontology-diff-category.png` });
  // ignoring the property leaves nothing changed
  await page.getByTestId('diff-ignored').fill(`должность_${suffix}`);
  await page.getByTestId('diff-compare').click();
  await expect(page.getByTestId('diff-stat-instances').locator('td').nth(3)).toHaveText('0');
  // a malformed file: only the errors
  await page.getByTestId('diff-state2').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"header": ') });
  await page.getByTestId('diff-compare').click();
  await expect(page.getByTestId('diff-errors')).toContainText('state2: файл не является JSON');
  await expect(page.getByTestId('diff-stats')).toHaveCount(0);
  await shot(page, 'ontology-diff-errors');

  // the instance's history: the edit is listed with its caption and reverted
  await page.goto(`/examp_list/${cls}?inst=${inst}`);
  await page.getByRole('tab', { name: 'История' }).or(page.getByRole('button', { name: 'История' })).first().click();
  const history = page.getByTestId('entity-history');
  const top = history.getByTestId('history-row').first();
  await expect(top).toContainText('Должность');
  await expect(top).toContainText('главный инженер');
  // what happened is said in words: the creation reads «Создан», never the change log's codes
  await expect(top.getByTestId('history-op')).toHaveText('Изменено значение');
  await expect(history.getByTestId('history-row').last().getByTestId('history-op')).toHaveText('Создан');
  await expect(history).not.toContainText(/\b(new|upd|add|rem|del)\b/);
  await shot(page, 'entity-history');
  await top.getByRole('button', { name: 'Отменить' }).click();
  await expect(history.getByTestId('history-row')).toHaveCount(4);
  await expect.poll(() => valuesOf(request, token, inst, position)).toEqual(['инженер']);
  await expect(history.getByTestId('history-row').first()).toContainText('инженер');
  // the reverted change is out of date now: a second revert is a conflict to confirm
  await history.getByTestId('history-row').nth(1).getByRole('button', { name: 'Отменить' }).click();
  await expect(history.getByTestId('history-conflict')).toContainText('Должность');
  await shot(page, 'entity-history-conflict');
});

test('two maps are matched by name similarity on /ontology-compare; documentation, glossary and public page', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const suffix = Date.now().toString(36);
  const [mapA, mapB, person, persona, org, organization] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: META.OntologyMap, inst: mapA, name: `Карта А ${suffix}` },
    { op: 'add', inst: mapA, prop: META.comment, val: { lang: 'ru', text: 'Первая карта для сопоставления' } },
    { op: 'new', class: META.OntologyMap, inst: mapB, name: `Карта Б ${suffix}` },
    { op: 'new', class: META.Class, inst: person, name: `Person${suffix}` },
    { op: 'new', class: META.Class, inst: org, name: `Organisation${suffix}` },
    { op: 'add', inst: org, prop: META.comment, val: { lang: 'ru', text: 'Юридическое лицо' } },
    { op: 'add', inst: person, prop: META.parents, val: org },
    { op: 'new', class: META.Class, inst: persona, name: `Persons${suffix}` },
    { op: 'new', class: META.Class, inst: organization, name: `Organization${suffix}` },
    ...[person, org].map((id) => ({ op: 'add', inst: id, prop: META.inMap, val: mapA })),
    ...[persona, organization].map((id) => ({ op: 'add', inst: id, prop: META.inMap, val: mapB })),
    { op: 'new', class: person, inst: randomUUID(), name: 'Анна' },
  ]);
  await openAs(page, token, '/ontology-compare');
  await page.getByTestId('compare-left').selectOption({ label: `Карта А ${suffix}` });
  await page.getByTestId('compare-right').selectOption({ label: `Карта Б ${suffix}` });
  await page.getByTestId('compare-run').click();
  const rows = page.getByTestId('compare-row');
  await expect(rows).toHaveCount(2);
  const personRow = rows.filter({ hasText: `Persons${suffix}` });
  await personRow.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(personRow).toHaveAttribute('data-confirmed', 'true');
  await rows.filter({ hasText: `Organization${suffix}` }).getByRole('button', { name: 'Отклонить' }).click();
  await expect(rows).toHaveCount(1);
  await shot(page, 'ontology-compare');
  await page.reload();
  await page.getByTestId('compare-left').selectOption({ label: `Карта А ${suffix}` });
  await page.getByTestId('compare-right').selectOption({ label: `Карта Б ${suffix}` });
  await page.getByTestId('compare-run').click();
  await expect(page.getByTestId('compare-row').and(page.locator('[data-confirmed="true"]'))).toContainText(`Persons${suffix}`);
  await page.locator('[data-confirmed="true"]').getByRole('button', { name: 'Отменить' }).click();
  await expect(page.locator('[data-confirmed="true"]')).toHaveCount(0);

  await page.goto(`/ontology-doc/${mapA}`);
  const doc = page.getByTestId('ontology-doc');
  await expect(doc).toContainText('Первая карта для сопоставления');
  await expect(doc.getByTestId('doc-class')).toHaveCount(2);
  await expect(doc.getByTestId('doc-class').first()).toContainText('Юридическое лицо');
  await shot(page, 'ontology-doc');
  // not public yet: a visitor sees "not found"
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/public/ontology-doc/${mapA}`);
  await expect(anonymous.getByTestId('public-doc-not-found')).toBeVisible();
  await shot(anonymous, 'public-doc-not-found');
  await visitor.close();
  await page.getByTestId('doc-publish').check();
  await expect(page.getByTestId('doc-public-link')).toBeVisible();
  await openAs(page, token, `/public/ontology-doc/${mapA}`);
  await expect(page.getByTestId('ontology-doc')).toContainText(`Person${suffix}`);
  await shot(page, 'public-doc');

  await page.goto(`/ontology-gloss/${mapA}`);
  const glossary = page.getByTestId('ontology-glossary');
  await expect(glossary.getByTestId('glossary-letter')).toHaveCount(3);
  await expect(glossary).toContainText('Анна');
  await shot(page, 'ontology-glossary');
});
