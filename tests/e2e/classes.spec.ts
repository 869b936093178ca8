import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, tokenFor } from './shellTestKit';

// Building a small ontology on the class screens: classes made in the tree, one re-parented by
// drag, the class card's property tabs, an object property with domain and range (the server's
// refusal of a bad cardinality shown first) and a data property; another user's tree shows a new
// class live.

const META = { Class: '00000000-0000-4000-8000-000000000001', parents: '00000000-0000-4000-8000-000000000103', label: '00000000-0000-4000-8000-000000000109' };
const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results';

async function parentsOf(request: APIRequestContext, token: string, id: string): Promise<string[]> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'get_data', payload: { idx: id, fields: [{ prop: META.parents }] } } });
  const body = (await res.json()) as { rows: Array<{ prop: string; val: string }> };
  return body.rows.filter((r) => r.prop === META.parents).map((r) => r.val);
}

async function classIdByName(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'get_data', payload: { class: META.Class, filter: { prop: 'name', op: 'eq', val: name }, fields: [{ prop: 'name' }] } } });
  const body = (await res.json()) as { rows: Array<{ inst: string }> };
  expect(body.rows.length, name).toBe(1);
  return body.rows[0]!.inst;
}

const node = (page: Page, caption: string) => page.locator(`[data-testid="tree-node"][data-caption="${caption}"]`);

async function createInDialog(page: Page, name: string, ru: string): Promise<void> {
  await page.getByTestId('class-name').fill(name);
  await page.getByTestId('class-label-ru').fill(ru);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByTestId('class-name')).toBeHidden();
}

test('classes are built in the tree, re-parented by drag, described by properties, and seen live by another user', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [animals, mammals, pets] = [`000-${s}-animals`, `000-${s}-mammals`, `000-${s}-pets`];
  await page.setViewportSize({ width: 1400, height: 900 });
  await openAs(page, token, '/class_tree');
  await expect(page.getByTestId('class-tree')).toBeVisible();

  // a root class, a subclass of it from its row, another root
  await page.getByTestId('tree-create-root').click();
  await createInDialog(page, animals, `Животные ${s}`);
  await expect(node(page, `Животные ${s}`)).toBeVisible();
  await node(page, `Животные ${s}`).hover();
  await node(page, `Животные ${s}`).getByTestId('tree-add-child').click();
  await expect(page.getByText(`Новый подкласс класса «Животные ${s}»`)).toBeVisible();
  await createInDialog(page, mammals, `Млекопитающие ${s}`);
  await expect(node(page, `Млекопитающие ${s}`)).toBeVisible();
  await page.getByTestId('tree-create-root').click();
  await createInDialog(page, pets, `Питомцы ${s}`);
  await expect(node(page, `Питомцы ${s}`)).toBeVisible();
  const [animalsId, mammalsId, petsId] = [await classIdByName(request, token, animals), await classIdByName(request, token, mammals), await classIdByName(request, token, pets)];
  expect(await parentsOf(request, token, mammalsId)).toEqual([animalsId]);

  // drag "pets" (a root) onto "mammals": it becomes a subclass there
  await node(page, `Питомцы ${s}`).dragTo(node(page, `Млекопитающие ${s}`));
  await expect.poll(() => parentsOf(request, token, petsId)).toEqual([mammalsId]);
  await expect(page.locator(`[data-testid="tree-node"][data-class-id="${petsId}"][aria-level="3"]`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/class-tree.png` });

  // a cycle is refused by the server, with its message
  await node(page, `Животные ${s}`).dragTo(node(page, `Питомцы ${s}`));
  await expect(page.getByText('получится цикл')).toBeVisible();

  // after a reload the tree is closed again; search lists a class with its path and opens the tree down to it
  await page.reload();
  await expect(node(page, `Животные ${s}`)).toBeVisible();
  await expect(node(page, `Питомцы ${s}`)).toHaveCount(0);
  await page.getByTestId('tree-search').fill(`Питомцы ${s}`);
  await expect(page.getByTestId('tree-search-hits')).toContainText(`Животные ${s} › Млекопитающие ${s} › Питомцы ${s}`);
  await page.getByTestId('tree-search-hits').getByRole('button').first().click();
  const petsRow = page.locator(`[data-testid="tree-node"][data-class-id="${petsId}"][aria-level="3"]`);
  await expect(petsRow).toBeVisible();
  // renamed in place
  await petsRow.getByText(`Питомцы ${s}`).dblclick();
  await page.getByTestId('tree-rename-input').fill(`000-${s}-pets-renamed`);
  await page.getByTestId('tree-rename-input').press('Enter');
  await expect(petsRow).toContainText(`000-${s}-pets-renamed`);
  // the keyboard: Left closes the focused class, Right opens it again
  // the row's own margin, left of its toggle: its middle is the class's name, a link to its card
  await node(page, `Животные ${s}`).click({ position: { x: 2, y: 10 } });
  await page.getByTestId('class-tree').press('ArrowLeft');
  await expect(node(page, `Млекопитающие ${s}`)).toHaveCount(0);
  await page.getByTestId('class-tree').press('ArrowRight');
  await expect(node(page, `Млекопитающие ${s}`)).toBeVisible();

  // an object property: a bad cardinality is refused with the server's words, then saved
  await page.goto('/props_list');
  await page.getByTestId('prop-create').click();
  await page.getByTestId('prop-name').fill(`owns-${s}`);
  await page.getByTestId('prop-label-ru').fill(`владеет ${s}`);
  await page.getByTestId('prop-domain-picker').fill(`Животные ${s}`);
  await page.getByRole('option', { name: `Животные ${s}` }).click();
  await page.getByTestId('prop-range-picker').fill(`Питомцы ${s}`);
  await page.getByRole('option', { name: `Питомцы ${s}` }).click();
  await page.getByTestId('prop-min').fill('3');
  await page.getByTestId('prop-max').fill('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Максимальная кардинальность свойства "owns-${s}" (2) меньше минимальной (3)` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/prop-refused.png` });
  await page.getByTestId('prop-max').fill('-1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/props_list\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('prop-card')).toContainText('3..∞');
  await expect(page.getByTestId('prop-card')).toContainText(`Питомцы ${s}`);

  // a data property of type float on the same class
  await page.goto('/scalar_list');
  await page.getByTestId('prop-create').click();
  await page.getByTestId('prop-name').fill(`weight-${s}`);
  await page.getByTestId('prop-label-ru').fill(`вес ${s}`);
  await page.getByTestId('prop-domain-picker').fill(`Животные ${s}`);
  await page.getByRole('option', { name: `Животные ${s}` }).click();
  // value types are offered and shown by their names, never their codes
  await page.getByTestId('prop-type').selectOption({ label: 'Дробное число' });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/scalar_list\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('prop-card')).toContainText('Дробное число');
  await expect(page.getByTestId('prop-card')).not.toContainText('float');

  // the class card of "mammals": its tabs; both properties are inherited from "animals"
  await page.goto(`/class_list/${mammalsId}`);
  await expect(page.getByTestId('card-parents')).toContainText(`Животные ${s}`);
  await expect(page.getByTestId('card-subclasses')).toContainText(`Питомцы ${s}`);
  await page.getByTestId('tab-inherited').click();
  await expect(page.getByRole('tabpanel')).toContainText(`владеет ${s}`);
  await expect(page.getByRole('tabpanel')).toContainText('3..∞');
  await expect(page.getByRole('tabpanel')).toContainText(`вес ${s}`);
  await page.getByTestId('tab-common').click();
  await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/class-card.png`, fullPage: true });

  // another user has the tree open; a class the admin creates shows up without a reload
  const user = await createUser(request);
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password), '/class_tree');
  try {
    await expect(other.getByTestId('class-tree')).toBeVisible();
    await node(other, `Животные ${s}`).getByTestId('tree-toggle').click();
    await expect(node(other, `Млекопитающие ${s}`)).toBeVisible();
    await other.waitForTimeout(1500); // the bus connects once the screen is idle
    const created = await request.post('/api/data', {
      headers: { authorization: token },
      data: { act: 'set_data', payload: { data: [{ op: 'new', class: META.Class, name: `000-${s}-birds` }] } },
    });
    expect(created.status(), await created.text()).toBe(200);
    await expect(node(other, `000-${s}-birds`)).toBeVisible({ timeout: 5000 });
    // the refresh kept what the user had opened
    await expect(node(other, `Млекопитающие ${s}`)).toBeVisible();
    // a rename by the admin shows in place
    await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data: [{ op: 'add', inst: mammalsId, prop: META.label, val: { lang: 'en', text: 'Mammals' } }, { op: 'upd', inst: mammalsId, prop: META.label, val: { lang: 'ru', text: `Звери ${s}` } }] } } });
    await expect(node(other, `Звери ${s}`)).toBeVisible({ timeout: 5000 });
    await other.screenshot({ path: `${SHOTS}/class-tree-live.png` });
  } finally {
    await other.context().close();
  }

  // the class list: the new classes with their parents and instance counts
  await page.goto('/class_list');
  await page.getByTestId('class-search').fill(`000-${s}`);
  await expect(page.getByTestId('class-table').locator('tbody tr')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/class-list.png` });
  await page.goto(`/class-hierarchy/${petsId}`);
  await expect(page.getByTestId('hierarchy-ancestors')).toContainText(`Животные ${s}`);
  await page.screenshot({ path: `${SHOTS}/class-hierarchy.png` });
});
