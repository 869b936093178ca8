import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// Ontology maps and graphs in the browser: a map is built from its graph (classes, a subclass, a
// relation), a dragged node keeps its place after a reload; the taxonomy graph of a class; a graph
// configuration is created and draws its graph. vis-network draws on a canvas, so the flows assert
// through what the screens render around it (counters, lists, the saved layout) and screenshots.

const META = {
  Class: '00000000-0000-4000-8000-000000000001',
  ObjectProperty: '00000000-0000-4000-8000-000000000002',
  OntologyMap: '00000000-0000-4000-8000-000000000006',
  parents: '00000000-0000-4000-8000-000000000103',
  domain: '00000000-0000-4000-8000-000000000104',
  range: '00000000-0000-4000-8000-000000000105',
  inMap: '00000000-0000-4000-8000-000000000141',
  mapLayout: '00000000-0000-4000-8000-000000000142',
};

async function api(request: APIRequestContext, token: string, act: string, payload: unknown): Promise<{ rows: Array<{ inst: string; prop: string; val: unknown }> }> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act, payload } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { rows: Array<{ inst: string; prop: string; val: unknown }> };
}

async function storedLayout(request: APIRequestContext, token: string, mapId: string): Promise<Record<string, { x: number; y: number }>> {
  const answer = await api(request, token, 'get_data', { class: META.OntologyMap, idx: mapId, fields: [{ prop: META.mapLayout }] });
  const text = answer.rows.find((r) => r.prop === META.mapLayout)?.val;
  return typeof text === 'string' ? (JSON.parse(text) as Record<string, { x: number; y: number }>) : {};
}

async function classId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const answer = await api(request, token, 'get_data', { class: META.Class, filter: { prop: 'name', op: 'eq', val: name }, fields: [{ prop: 'name' }] });
  expect(answer.rows.length).toBe(1);
  return answer.rows[0]!.inst;
}

const shot = (page: Page, name: string) => screenshot(page, name);

test('a map is built on its graph, and a dragged node keeps its place after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  await openAs(page, token, '/ontologies');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Карты онтологий' })).toBeVisible();
  await page.getByTestId('map-create').click();
  await page.getByTestId('map-name-input').fill(`Карта ${s}`);
  await page.getByTestId('map-description-input').fill('Проверочная карта');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/ontologies\/[0-9a-f-]{36}$/);
  const mapId = page.url().split('/').pop()!;
  await expect(page.getByTestId('map-title')).toHaveText(`Карта ${s}`);

  const addClass = async (name: string, parent?: string) => {
    await page.getByTestId('map-add-class').click();
    await page.getByTestId('class-name-input').fill(name);
    if (parent) await page.getByTestId('class-parent-select').selectOption({ label: parent });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByTestId('class-name-input')).toBeHidden();
  };
  await addClass(`Заказчик ${s}`);
  await addClass(`Проект ${s}`);
  await addClass(`Крупный заказчик ${s}`, `Заказчик ${s}`);
  await expect(page.getByTestId('map-counts')).toHaveText('классов: 3, отношений: 0');

  await page.getByTestId('map-add-relation').click();
  await page.getByTestId('relation-from').selectOption({ label: `Заказчик ${s}` });
  await page.getByTestId('relation-name').fill(`заказывает ${s}`);
  await page.getByTestId('relation-to').selectOption({ label: `Проект ${s}` });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('map-counts')).toHaveText('классов: 3, отношений: 1');
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 2');
  await expect(page.getByTestId('map-pinned')).toHaveText('Закреплено узлов: 0');
  // the property really exists, from Заказчик to Проект, on this map
  const customer = await classId(request, token, `Заказчик ${s}`);
  const project = await classId(request, token, `Проект ${s}`);
  const prop = await api(request, token, 'get_data', { class: META.ObjectProperty, filter: { prop: 'name', op: 'eq', val: `заказывает ${s}` }, fields: [{ prop: META.domain }, { prop: META.range }] });
  expect(prop.rows.filter((r) => r.prop === META.domain).map((r) => r.val)).toEqual([customer]);
  expect(prop.rows.filter((r) => r.prop === META.range).map((r) => r.val)).toEqual([project]);

  // once the layout is at rest, find the node: the view centres on it, so it sits in the middle of the canvas
  await page.waitForTimeout(500);
  await expect(page.getByTestId('network-canvas')).toHaveAttribute('data-stable', 'true', { timeout: 20_000 });
  await page.getByTestId('map-node-search').fill('Проект');
  await page.getByRole('option', { name: `Проект ${s}` }).click();
  await page.waitForTimeout(1000);
  await shot(page, 'maps-editor');
  const box = (await page.getByTestId('network-canvas').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 5 });
  await page.mouse.move(centre.x + 160, centre.y + 90, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId('map-pinned')).toHaveText('Закреплено узлов: 1');
  await expect.poll(async () => Object.keys(await storedLayout(request, token, mapId)), { timeout: 10_000 }).toEqual([project]);
  const saved = (await storedLayout(request, token, mapId))[project]!;

  await page.reload();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 2');
  await expect(page.getByTestId('map-pinned')).toHaveText('Закреплено узлов: 1');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('network-canvas')).toHaveAttribute('data-stable', 'true', { timeout: 20_000 });
  // the restored node is fixed at its place: centring on it and dragging it again moves it by the drag only
  await page.getByTestId('map-node-search').fill('Проект');
  await page.getByRole('option', { name: `Проект ${s}` }).click();
  await page.waitForTimeout(1000);
  await shot(page, 'maps-editor-reloaded');
  expect(await storedLayout(request, token, mapId)).toEqual({ [project]: saved });

  // the map is listed with its description
  await page.goto('/ontologies');
  await expect(page.getByTestId('map-row').filter({ hasText: `Карта ${s}` })).toContainText('Проверочная карта');
  await shot(page, 'maps-list');

  // its triples
  await page.goto(`/ontology/${mapId}`);
  await expect(page.getByTestId('triplet-count')).toHaveText('Триплетов: 2');
  await page.getByTestId('triplet-row').filter({ hasText: `заказывает ${s}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ontology/${mapId}/${customer}~[0-9a-f-]{36}~${project}$`));
  await expect(page.getByTestId('triplet-row').filter({ hasText: `заказывает ${s}` })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'maps-triplets');

  // the workspace: the map's classes, the chosen one's card, edited there
  await page.goto(`/workspace/${mapId}`);
  await expect(page.getByTestId('workspace-class')).toHaveText([`Заказчик ${s}`, `Крупный заказчик ${s}`, `Проект ${s}`]);
  await page.getByTestId('workspace-class').filter({ hasText: `Проект ${s}` }).click();
  await expect(page.getByTestId('card-name')).toHaveValue(`Проект ${s}`);
  await expect(page.getByTestId('card-instances')).toContainText('Экземпляров: 0');
  await page.getByTestId('card-name').fill(`Проект внедрения ${s}`);
  await page.getByTestId('class-card').getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('workspace-class')).toHaveText([`Заказчик ${s}`, `Крупный заказчик ${s}`, `Проект внедрения ${s}`]);
  await page.waitForTimeout(800);
  await shot(page, 'maps-workspace');

  // deleting from the map asks first; the server's refusal is shown as it words it
  await page.goto(`/ontologies/${mapId}`);
  const pick = async (name: string) => {
    await page.getByTestId('map-node-search').fill(name);
    await page.getByRole('option', { name }).click();
  };
  await pick(`Крупный заказчик ${s}`);
  await page.getByTestId('map-delete').click();
  await expect(page.getByRole('alertdialog')).toContainText(`Класс «Крупный заказчик ${s}» будет удалён из онтологии`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('map-counts')).toHaveText('классов: 2, отношений: 1');
  await api(request, token, 'set_data', { data: [{ op: 'new', class: customer, name: `ООО «Клиент» ${s}` }] });
  await pick(`Заказчик ${s}`);
  await page.getByTestId('map-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(`Класс "Заказчик ${s}" содержит экземпляры (1)`);
  await expect(page.getByTestId('map-counts')).toHaveText('классов: 2, отношений: 1');

  // another user's class put on the map appears live
  const contractor = randomUUID();
  await api(request, token, 'set_data', {
    data: [
      { op: 'new', class: META.Class, inst: contractor, name: `Подрядчик ${s}` },
      { op: 'add', inst: contractor, prop: META.inMap, val: mapId },
    ],
  });
  await expect(page.getByTestId('map-counts')).toHaveText('классов: 3, отношений: 1');
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 1');
});

test('the taxonomy graph of a class shows the paths above and the subclasses below', async ({ page, request }) => {
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [root, mid, leaf, other, above] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await api(request, token, 'set_data', {
    data: [
      { op: 'new', class: META.Class, inst: above, name: `Вершина ${s}` },
      { op: 'new', class: META.Class, inst: root, name: `Транспорт ${s}` },
      { op: 'add', inst: root, prop: META.parents, val: above },
      { op: 'new', class: META.Class, inst: mid, name: `Автомобиль ${s}` },
      { op: 'add', inst: mid, prop: META.parents, val: root },
      { op: 'new', class: META.Class, inst: other, name: `Судно ${s}` },
      { op: 'add', inst: other, prop: META.parents, val: root },
      { op: 'new', class: META.Class, inst: leaf, name: `Грузовик ${s}` },
      { op: 'add', inst: leaf, prop: META.parents, val: mid },
    ],
  });
  await openAs(page, token, `/taxonomy-graph/${root}`);
  await expect(page.getByRole('heading', { name: `Граф таксономии: Транспорт ${s}` })).toBeVisible();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 5, связей: 4');
  await expect(page.getByTestId('taxonomy-class')).toHaveText([`Вершина ${s}`, `Транспорт ${s}`, `Автомобиль ${s}`, `Судно ${s}`, `Грузовик ${s}`]);
  await expect(page.getByTestId('taxonomy-class').first()).toHaveAttribute('href', `/class_list/${above}`);
  await page.waitForTimeout(800);
  await shot(page, 'maps-taxonomy');
  await page.getByTestId('taxonomy-depth').selectOption('1');
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 4, связей: 3');
});

test('a graph configuration is created, draws its graph and keeps its settings', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [base, child, target, prop] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await api(request, token, 'set_data', {
    data: [
      { op: 'new', class: META.Class, inst: base, name: `Изделие ${s}` },
      { op: 'new', class: META.Class, inst: child, name: `Станок ${s}` },
      { op: 'add', inst: child, prop: META.parents, val: base },
      { op: 'new', class: META.Class, inst: target, name: `Цех ${s}` },
      { op: 'new', class: META.ObjectProperty, inst: prop, name: `стоит в ${s}` },
      { op: 'add', inst: prop, prop: META.domain, val: child },
      { op: 'upd', inst: prop, prop: META.range, val: target },
    ],
  });
  await openAs(page, token, '/graphs');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Графы' })).toBeVisible();
  await page.getByTestId('graph-create').click();
  await page.getByTestId('name-input').fill(`Граф ${s}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/graphs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('graph-name')).toHaveValue(`Граф ${s}`);
  await expect(page.getByTestId('graph-meta')).toContainText('Автор:');

  await page.getByTestId('graph-add-class').fill(`Изделие ${s}`);
  await page.getByRole('option', { name: `Изделие ${s}` }).click();
  await page.getByTestId('graph-add-class').fill(`Цех ${s}`);
  await page.getByRole('option', { name: `Цех ${s}` }).click();
  await expect(page.getByTestId('graph-class-entry')).toHaveCount(2);
  await page.getByTestId('graph-apply').click();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 2, связей: 0');
  await page.getByTestId('graph-class-entry').first().getByLabel('с подклассами').check();
  await page.getByTestId('graph-apply').click();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 2');
  // the filter boxes are 180 px wide (domain spec §9)
  expect((await page.getByTestId('graph-class-entry').first().getByPlaceholder('Фильтр по названию').boundingBox())!.width).toBe(180);
  await page.getByTestId('graph-save').click();
  await expect(page.getByTestId('graph-save')).toBeDisabled();
  await page.waitForTimeout(1000);
  await shot(page, 'maps-graph-config');

  await page.reload();
  await expect(page.getByTestId('graph-class-entry')).toHaveCount(2);
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 2');

  // the same configuration at instance level: the instances and their links
  const [lathe, shop1] = [randomUUID(), randomUUID()];
  await api(request, token, 'set_data', {
    data: [
      { op: 'new', class: target, inst: shop1, name: `Цех №1 ${s}` },
      { op: 'new', class: child, inst: lathe, name: `Токарный ${s}` },
      { op: 'add', inst: lathe, prop, val: shop1 },
    ],
  });
  await page.getByTestId('graph-level-instance').check();
  await page.getByTestId('graph-apply').click();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 2, связей: 1');
  await page.goto('/graphs');
  await expect(page.getByTestId('graph-row').filter({ hasText: `Граф ${s}` })).toContainText('Классы');
});

test('the ontology around a class, and the links between instances', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [base, machine, shop, standsIn, m1, m2, shop1] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await api(request, token, 'set_data', {
    data: [
      { op: 'new', class: META.Class, inst: base, name: `Оборудование ${s}` },
      { op: 'new', class: META.Class, inst: machine, name: `Станок ${s}` },
      { op: 'add', inst: machine, prop: META.parents, val: base },
      { op: 'new', class: META.Class, inst: shop, name: `Цех ${s}` },
      { op: 'new', class: META.ObjectProperty, inst: standsIn, name: `стоит в ${s}` },
      { op: 'add', inst: standsIn, prop: META.domain, val: machine },
      { op: 'upd', inst: standsIn, prop: META.range, val: shop },
      { op: 'new', class: shop, inst: shop1, name: `Цех №1 ${s}` },
      { op: 'new', class: machine, inst: m1, name: `Токарный ${s}` },
      { op: 'add', inst: m1, prop: standsIn, val: shop1 },
      { op: 'new', class: machine, inst: m2, name: `Фрезерный ${s}` },
      { op: 'add', inst: m2, prop: standsIn, val: shop1 },
    ],
  });
  await openAs(page, token, `/ontomap/${machine}`);
  await expect(page.getByRole('heading', { name: `Граф онтологии: Станок ${s}` })).toBeVisible();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 2');
  await page.waitForTimeout(800);
  await shot(page, 'maps-ontomap');

  await page.goto('/examplemap');
  await page.getByTestId('examples-class').fill(`Станок ${s}`);
  await page.getByRole('option', { name: `Станок ${s}` }).click();
  await expect(page.getByTestId('examples-class-info')).toHaveText(`Класс «Станок ${s}»: экземпляров 2`);
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 2, связей: 0');
  await page.getByTestId('examples-instance').fill(`Токарный ${s}`);
  await page.getByRole('option', { name: `Токарный ${s}` }).click();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 2');
  await page.waitForTimeout(800);
  await shot(page, 'maps-examplemap');
  // links narrowed to some properties
  await page.getByLabel(`стоит в ${s}`).uncheck();
  await expect(page.getByTestId('network-counts')).toHaveText('Узлов: 3, связей: 0');
});

test('a relation is drawn on the graph from one class to another', async ({ page, request }) => {
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [map, from, to] = [randomUUID(), randomUUID(), randomUUID()];
  // both classes pinned 300 px apart, so where each is drawn is known once the view centres on one
  await api(request, token, 'set_data', {
    data: [
      { op: 'new', class: META.OntologyMap, inst: map, name: `Связи ${s}` },
      { op: 'upd', inst: map, prop: META.mapLayout, val: JSON.stringify({ [from]: { x: 0, y: 0 }, [to]: { x: 300, y: 0 } }) },
      { op: 'new', class: META.Class, inst: from, name: `Поставщик ${s}` },
      { op: 'add', inst: from, prop: META.inMap, val: map },
      { op: 'new', class: META.Class, inst: to, name: `Склад ${s}` },
      { op: 'add', inst: to, prop: META.inMap, val: map },
    ],
  });
  await openAs(page, token, `/ontologies/${map}`);
  await expect(page.getByTestId('map-pinned')).toHaveText('Закреплено узлов: 2');
  await expect(page.getByTestId('network-canvas')).toHaveAttribute('data-stable', 'true', { timeout: 20_000 });
  await page.getByTestId('map-connect').click();
  // the view centres on the class at natural size
  await page.getByTestId('map-node-search').fill(`Поставщик ${s}`);
  await page.getByRole('option', { name: `Поставщик ${s}` }).click();
  await page.waitForTimeout(800);
  const box = (await page.getByTestId('network-canvas').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 150, centre.y, { steps: 8 });
  await page.mouse.move(centre.x + 300, centre.y, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('relation-from')).toHaveValue(from);
  await expect(page.getByTestId('relation-to')).toHaveValue(to);
  await page.getByTestId('relation-name').fill(`хранит на ${s}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('map-counts')).toHaveText('классов: 2, отношений: 1');
  await shot(page, 'maps-connected');
});
