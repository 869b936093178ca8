import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// The fact explorer in the browser: find an instance to start from, read its facts, walk to a
// neighbour and back, page through a big neighbourhood, see a colleague's new link arrive, switch
// to the graph and walk there (double-click), and draw the term map. vis-network draws on a
// canvas: the flow asserts through the URL, the counts under the graph and the selection panel.

const META = {
  Class: '00000000-0000-4000-8000-000000000001',
  ObjectProperty: '00000000-0000-4000-8000-000000000002',
  DataProperty: '00000000-0000-4000-8000-000000000003',
  domain: '00000000-0000-4000-8000-000000000104',
  range: '00000000-0000-4000-8000-000000000105',
  type: '00000000-0000-4000-8000-000000000106',
};
const OTHER_CITIES = 26;

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function seed(request: APIRequestContext, token: string) {
  const s = Date.now().toString(36);
  const o = { s, city: randomUUID(), country: randomUUID(), locatedIn: randomUUID(), population: randomUUID(), russia: randomUUID(), kazan: randomUUID() };
  const city = (inst: string, name: string, population: number) => [
    { op: 'new', class: o.city, inst, name },
    { op: 'upd', inst, prop: o.population, val: population },
    { op: 'add', inst, prop: o.locatedIn, val: o.russia },
  ];
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: o.city, name: `Город ${s}` },
    { op: 'new', class: META.Class, inst: o.country, name: `Страна ${s}` },
    { op: 'new', class: META.ObjectProperty, inst: o.locatedIn, name: 'расположен в' },
    { op: 'add', inst: o.locatedIn, prop: META.domain, val: o.city },
    { op: 'upd', inst: o.locatedIn, prop: META.range, val: o.country },
    { op: 'new', class: META.DataProperty, inst: o.population, name: 'Население' },
    { op: 'upd', inst: o.population, prop: META.type, val: 'int' },
    { op: 'add', inst: o.population, prop: META.domain, val: o.city },
    { op: 'new', class: o.country, inst: o.russia, name: `Россия ${s}` },
    ...city(o.kazan, `Казань ${s}`, 1_310_000),
    ...Array.from({ length: OTHER_CITIES }, (_, i) => city(randomUUID(), `Город №${String(i + 1).padStart(2, '0')} ${s}`, 10_000 + i)).flat(),
  ]);
  return o;
}

const counts = (page: Page) => page.getByTestId('network-counts');

async function stable(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  await expect(page.getByTestId('network-canvas')).toHaveAttribute('data-stable', 'true', { timeout: 20_000 });
}

test('the fact explorer: facts of an instance, a walk through its neighbours, the graph and the term map', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const o = await seed(request, token);
  const kazan = `Казань ${o.s}`;
  const russia = `Россия ${o.s}`;

  // the start screen: find the instance by a part of its name
  await openAs(page, token, '/fact-explorer');
  await expect(page.getByTestId('fact-start')).toBeVisible();
  await page.getByTestId('fact-search').fill(kazan);
  await page.getByRole('option', { name: new RegExp(kazan) }).click();
  await expect(page).toHaveURL(new RegExp(`/fact-explorer/${o.kazan}$`));

  // its facts: the class, the typed value, the link out — under the shell's top bar, titled with its name
  await expect(page.getByTestId('fact-instance').getByRole('heading', { name: kazan })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText(kazan);
  await expect(page.getByTestId('fact-classes')).toContainText(`Город ${o.s}`);
  await expect(page.getByTestId('fact-values')).toContainText('Население');
  await expect(page.getByTestId('fact-values')).toContainText('1 310 000');
  await expect(page.getByTestId('fact-outgoing')).toContainText('расположен в');
  await expect(page.getByTestId('fact-incoming')).toContainText('Другие экземпляры на этот не ссылаются');
  await expect(page.getByTestId('fact-open-form')).toHaveAttribute('href', `/examp_list/${o.city}?inst=${o.kazan}`);
  await screenshot(page, 'fact-explorer-list', true);

  // walk to the country: a big neighbourhood comes a page at a time
  await page.getByTestId('fact-outgoing').getByRole('link', { name: russia }).click();
  await expect(page).toHaveURL(new RegExp(`/fact-explorer/${o.russia}$`));
  const incoming = page.getByTestId('fact-incoming');
  await expect(incoming.getByTestId('links-shown')).toHaveText(`показано 20 из ${OTHER_CITIES + 1}`);
  await expect(incoming.getByTestId('fact-link')).toHaveCount(20);
  await incoming.getByTestId('links-more').click();
  await expect(incoming.getByTestId('links-shown')).toHaveText(`показано ${OTHER_CITIES + 1} из ${OTHER_CITIES + 1}`);
  await expect(incoming.getByTestId('links-more')).toBeHidden();
  await expect(page.getByTestId('fact-walk')).toContainText(`${kazan}›${russia}`);

  // a colleague links one more city to it: the open facts follow
  await setData(request, token, [{ op: 'new', class: o.city, name: `Новый город ${o.s}` }]);
  const added = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'get_data', payload: { class: o.city, filter: { prop: 'name', op: 'eq', val: `Новый город ${o.s}` } } } });
  const addedId = ((await added.json()) as { rows: Array<{ inst: string }> }).rows[0]!.inst;
  await setData(request, token, [{ op: 'add', inst: addedId, prop: o.locatedIn, val: o.russia }]);
  await expect(incoming.getByTestId('links-shown')).toContainText(`из ${OTHER_CITIES + 2}`, { timeout: 10_000 });
  await screenshot(page, 'fact-explorer-incoming', true);

  // back along the walk
  await page.getByTestId('walk-back').click();
  await expect(page).toHaveURL(new RegExp(`/fact-explorer/${o.kazan}$`));
  await expect(page.getByTestId('walk-forward')).toBeEnabled();

  // the graph: the view is kept in the URL; double-clicking the neighbour walks to it
  await page.getByTestId('fact-views').getByRole('button', { name: 'Граф' }).click();
  await expect(page).toHaveURL(new RegExp(`/fact-explorer/${o.kazan}\\?view=graph$`));
  await expect(counts(page)).toHaveText('Узлов: 2, связей: 1');
  await stable(page);
  await screenshot(page, 'fact-explorer-graph');
  await page.getByTestId('fact-graph-find').fill('Россия');
  await page.getByRole('option', { name: russia }).click();
  await expect(page.getByTestId('fact-graph-selected')).toContainText(russia);
  await page.waitForTimeout(800);
  const box = (await page.getByTestId('network-canvas').boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/fact-explorer/${o.russia}\\?view=graph$`));
  // the country, twenty of its cities and one node standing for the rest
  await expect(counts(page)).toHaveText('Узлов: 22, связей: 21');
  await stable(page);
  await screenshot(page, 'fact-explorer-graph-walked');

  // the term map of its class: the class in the centre and the class its property links
  await page.getByTestId('fact-views').getByRole('button', { name: 'Карта терминов' }).click();
  await expect(page).toHaveURL(/mode=terminmap/);
  await expect(counts(page)).toHaveText('Узлов: 2, связей: 1');
  await stable(page);
  await screenshot(page, 'fact-explorer-term-map');

  // classTerminMap centres the term map on another class; the instance's classes are a click away
  await page.goto(`/fact-explorer/${o.kazan}?mode=terminmap&classTerminMap=${o.country}`);
  await expect(counts(page)).toHaveText('Узлов: 2, связей: 1');
  await page.getByRole('button', { name: 'К классам экземпляра' }).click();
  await expect(page).toHaveURL(new RegExp(`/fact-explorer/${o.kazan}\\?mode=terminmap$`));
  await expect(counts(page)).toHaveText('Узлов: 2, связей: 1');

  // the explorer remembers what was explored
  await page.goto('/fact-explorer');
  await expect(page.getByTestId('fact-recent').getByRole('link').first()).toHaveText(kazan);
  await expect(page.getByTestId('fact-recent')).toContainText(russia);
  await screenshot(page, 'fact-explorer-start');

  // an instance that is not there says so, in words
  await page.goto(`/fact-explorer/${randomUUID()}`);
  await expect(page.getByTestId('fact-problem')).toHaveText('Экземпляр не найден: возможно, он удалён');

  // the same facts in English
  await page.evaluate(() => localStorage.setItem('osawl-locale', 'en'));
  await page.goto(`/fact-explorer/${o.russia}?inst=${o.kazan}`);
  await expect(page.getByTestId('fact-incoming').getByRole('heading', { name: `Linked from (${OTHER_CITIES + 2})` })).toBeVisible();
  await expect(page.getByTestId('fact-incoming').getByTestId('links-shown')).toHaveText(`20 of ${OTHER_CITIES + 2} shown`);
  await expect(page.getByTestId('fact-views').getByRole('button', { name: 'Term map' })).toBeVisible();
  await screenshot(page, 'fact-explorer-list-en');
});
