import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// Who may change what (issue 14): a new user reads the ontology and is told why nothing can be
// changed; once an administrator makes them an editor of a map on the map's page, their open card of
// a class of that map offers editing — without a reload.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), OntologyMap: id(6), inMap: id(0x141) };

async function setData(request: APIRequestContext, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: await adminToken(request) }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A map with one class on it, made by the administrator. */
async function mapWithClass(request: APIRequestContext, suffix: string): Promise<{ map: string; cls: string; mapName: string; className: string }> {
  const [map, cls] = [randomUUID(), randomUUID()];
  const mapName = `Карта прав ${suffix}`;
  const className = `Договор ${suffix}`;
  await setData(request, [
    { op: 'new', class: META.OntologyMap, inst: map, name: mapName },
    { op: 'new', class: META.Class, inst: cls, name: className },
    { op: 'add', inst: cls, prop: META.inMap, val: map },
  ]);
  return { map, cls, mapName, className };
}

test('a new user reads the ontology but cannot delete or change it, and is told why', async ({ page, request }) => {
  const s = randomUUID().slice(0, 6);
  const { cls, className } = await mapWithClass(request, s);
  const user = await createUser(request, { name: `Новичок ${s}`, roles: ['reader'] });
  await openAs(page, await tokenFor(request, user.login, user.password), `/class_list/${cls}`);
  await expect(page.getByTestId('card-name')).toHaveValue(className);
  await expect(page.getByTestId('read-only-notice')).toContainText('роль «Редактор»');
  await expect(page.getByTestId('card-delete')).toHaveCount(0);
  await expect(page.getByTestId('card-name')).toHaveAttribute('readonly', '');
  await screenshot(page, 'rights-reader-card');

  // and the server refuses anyway, with its reason
  const refused = await request.post('/api/data', {
    headers: { authorization: await tokenFor(request, user.login, user.password) },
    data: { act: 'set_data', payload: { data: [{ op: 'del', inst: cls }] } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toContain('Недостаточно прав');
});

test('the administrator makes a user an editor of a map on its page; the user’s open card offers editing at once', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const s = randomUUID().slice(0, 6);
  const { map, cls, mapName } = await mapWithClass(request, s);
  const user = await createUser(request, { name: `Коллега ${s}`, roles: ['reader'] });
  await openAs(page, await tokenFor(request, user.login, user.password), `/class_list/${cls}`);
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(page.getByTestId('card-delete')).toHaveCount(0);

  const admin = await openInOwnTab(browser, await adminToken(request), `/ontologies/${map}`);
  try {
    await expect(admin.getByTestId('map-title')).toHaveText(mapName);
    await admin.getByTestId('map-sharing-toggle').click();
    const sharing = admin.getByTestId('map-sharing');
    await expect(sharing).toContainText('Могут изменять');
    await expect(sharing).toContainText('Все пользователи, вошедшие в систему');
    await sharing.getByRole('textbox', { name: 'Добавить редактора карты' }).fill(user.login);
    await expect(sharing.getByRole('combobox', { name: 'Выберите пользователя' })).toHaveValue(user.id);
    await sharing.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(sharing.getByTestId('map-editor').filter({ hasText: `Коллега ${s}` })).toContainText('редактор этой карты');
    await screenshot(admin, 'rights-map-sharing');
  } finally {
    await admin.context().close();
  }

  // no reload: the hub said rights changed, the card asked again
  await expect(page.getByTestId('read-only-notice')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('card-delete')).toBeVisible();
  await expect(page.getByTestId('card-name')).not.toHaveAttribute('readonly', '');
  await page.getByTestId('card-name').fill(`Договор поставки ${s}`);
  await page.getByTestId('card-name').press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText(`Договор поставки ${s}`);
  await screenshot(page, 'rights-editor-card');
});
