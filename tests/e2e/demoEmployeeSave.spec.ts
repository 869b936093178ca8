import { expect, test, type Page } from '@playwright/test';
import { DEMO_PROP } from '../../collab-server/ontology/demoOntology';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { adminToken, openAs, screenshot } from './shellTestKit';

// The demo's first hour: an employee of the demo data is opened, one number is changed and saved,
// and after a reload the new value is there. Dates show DD.MM.YYYY (a birth date the demo keeps
// with a time too), the creation moment DD.MM.YYYY HH:mm and the author by name — in a browser
// whose own locale would write `12/07/2026, 03:16 PM`.

test.use({ locale: 'en-US' });

const field = (page: Page, prop: string) => page.getByTestId(`field-${prop}`);

test('a demo employee: change «Стаж, лет», save, reload — the value is kept, dates read DD.MM.YYYY', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  await openAs(page, token, '/examp_list');
  await page.getByTestId('class-search').fill('Сотрудник');
  await page.getByTestId('class-picker').getByRole('link', { name: 'Сотрудник', exact: true }).click();
  await page.getByRole('link', { name: 'Петрова Анна Сергеевна' }).click();
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Петрова Анна Сергеевна' })).toBeVisible();

  const years = field(page, DEMO_PROP.experience).getByLabel('Стаж, лет');
  await expect(years).not.toHaveValue('');
  const next = String((Number(await years.inputValue()) % 40) + 1);
  await years.fill(next);
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/data') && res.request().postData()?.includes('"set_data"') === true);
  await page.getByTestId('instance-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('form-problems')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Собственные' })).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await expect(field(page, DEMO_PROP.experience).getByLabel('Стаж, лет')).toHaveValue(next);
  await page.getByRole('tab', { name: 'Унаследованные' }).click();
  await expect(field(page, DEMO_PROP.birthDate).getByLabel('Дата рождения')).toHaveValue('02.09.1990');
  await expect(field(page, DEMO_PROP.birthDate)).not.toContainText('Неверный формат даты');

  await page.getByRole('tab', { name: 'Общие' }).click();
  await expect(field(page, META_PROP.author).getByRole('textbox')).toHaveValue('Администратор');
  await expect(field(page, META_PROP.dateCreate).getByRole('textbox')).toHaveValue(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await screenshot(page, 'demo-employee-common');
});
