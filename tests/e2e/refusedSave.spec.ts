import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { adminToken, openAs, screenshot } from './shellTestKit';

// A save the server refuses says why under the field it is about, at once: here a colleague lowers
// a property's limit of values while the form is open, so the form's own check (made against the
// limit it opened with) lets the save go and the server refuses it.

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a refused save shows its reason on the field, without internal codes', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const suffix = Date.now().toString(36);
  const [cls, tags, inst] = [randomUUID(), randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: META_CLASS.Class, inst: cls, name: `Книга ${suffix}` },
    { op: 'new', class: META_CLASS.DataProperty, inst: tags, name: `tags_${suffix}` },
    { op: 'add', inst: tags, prop: META_PROP.domain, val: cls },
    { op: 'add', inst: tags, prop: META_PROP.label, val: { lang: 'ru', text: 'Метки' } },
    { op: 'upd', inst: tags, prop: META_PROP.type, val: 'string' },
    { op: 'upd', inst: tags, prop: META_PROP.maxCardinality, val: -1 },
    { op: 'new', class: cls, inst, name: 'Война и мир' },
  ]);

  await openAs(page, token, `/examp_list/${cls}?inst=${inst}`);
  const box = page.getByTestId(`field-${tags}`);
  await box.getByLabel('Метки').fill('роман');
  await box.getByRole('button', { name: /Добавить значение/ }).click();
  await box.getByLabel('Метки').nth(1).fill('эпопея');
  // meanwhile a colleague allows one value only
  await setData(request, token, [{ op: 'upd', inst: tags, prop: META_PROP.maxCardinality, val: 1 }]);

  await page.getByTestId('instance-save').click();
  await expect(box.getByRole('alert')).toHaveText('Превышена максимальная кардинальность свойства "Метки" (не более 1)');
  await expect(page.getByTestId('form-server-error')).toHaveCount(0);
  await expect(page.getByTestId('routed-view')).not.toContainText('data[');
  await screenshot(page, 'refused-save-on-field');
});
