import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor } from './shellTestKit';

// A colleague's saved search, shared with a person who is not its author: it opens under its own
// name (page and shell title) with its rows; when a run of it fails, the old rows go and the
// problem stays alone; someone it was not shared with is told it did not open.

const META_CLASS = '00000000-0000-4000-8000-000000000001';

async function post(request: APIRequestContext, token: string, path: string, data: unknown, method: 'post' | 'put' = 'post'): Promise<any> {
  const res = await request[method](`/api/${path}`, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test('a search shared by its author opens for a colleague under its own name; a failed run leaves no stale rows', async ({ page, request }) => {
  const tag = randomUUID().slice(0, 6);
  const [plantClass, rose, tulip] = [randomUUID(), randomUUID(), randomUUID()];
  await post(request, await adminToken(request), 'data', {
    act: 'set_data',
    payload: {
      data: [
        { op: 'new', class: META_CLASS, inst: plantClass, name: `Растение ${tag}` },
        { op: 'new', class: plantClass, inst: rose, name: 'Роза' },
        { op: 'new', class: plantClass, inst: tulip, name: 'Тюльпан' },
      ],
    },
  });
  const author = await createUser(request, { roles: ['editor'] });
  const colleague = await createUser(request);
  const authorToken = await tokenFor(request, author.login, author.password);
  const name = `Растения сада ${tag}`;
  const settings = {
    filters: [{ id: 'f', nodes: [{ id: 'n1', classId: plantClass, subclasses: true }], edges: [], where: [] }],
    columns: [{ id: 'n1_name', code: 'name', node: 'n1', prop_id: 'name', old_name: 'Название', new_name: '', hidden: false, do_not_filter: false, agg: null, ord: 10, sort: 1, sort_mode: 'asc' }],
    calcColumns: [],
    pageSize: null,
  };
  const saved = await post(request, authorToken, 'semanticSearch', { name, json: settings });
  await post(request, authorToken, `semanticSearch/${saved.id}/sharing`, { roles: [], users: [{ userId: colleague.id, edit: false }] }, 'put');

  // the colleague finds it in the list and opens it: its own name, its rows
  await openAs(page, await tokenFor(request, colleague.login, colleague.password), '/semantic-search');
  await page.getByTestId('search-filter').fill(tag);
  await page.getByTestId('search-row').filter({ hasText: name }).getByTestId('search-open').click();
  await expect(page).toHaveURL(new RegExp(`/semantic-search/${saved.id}$`));
  await expect(page.getByTestId('builder-title')).toHaveText(name);
  await expect(page.getByTestId('builder-load-problem')).toHaveCount(0);
  await expect(page.getByText('Новый семантический поиск')).toHaveCount(0);
  // the shell's title bar and the tab name it too
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} - `));
  const rows = page.getByTestId('search-results-table').getByTestId('result-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Роза');
  await screenshot(page, 'semantic-search-shared');

  // the next run fails unexpectedly: the rows of the last one do not stay looking current
  await page.route(`**/api/semanticSearch/${saved.id}/run`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Внутренняя ошибка сервера' }) }));
  await page.getByTestId('sort-name').click();
  await expect(page.getByTestId('results-problem')).toContainText('Внутренняя ошибка сервера');
  await expect(rows).toHaveCount(0);
  await screenshot(page, 'semantic-search-failed-run');

  // once runs answer again, so do the rows
  await page.unroute(`**/api/semanticSearch/${saved.id}/run`);
  await page.getByTestId('sort-name').click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('results-problem')).toHaveCount(0);

  // someone it was not shared with is told it did not open — it is not a new search
  const stranger = await createUser(request);
  await openAs(page, await tokenFor(request, stranger.login, stranger.password), `/semantic-search/${saved.id}`);
  await expect(page.getByTestId('builder-load-problem')).toContainText('Вероятно, отсутствует необходимый доступ');
  await expect(page.getByRole('heading', { name: 'Семантический поиск не открыт' })).toBeVisible();
  await expect(page.getByText('Новый семантический поиск')).toHaveCount(0);
});
