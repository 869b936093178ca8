import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// An ontology engineer builds a value-computation rule from classes and properties — an order's
// sum is its quantity times its price, for orders that have a customer and a positive quantity —
// sees the SWRL it makes, breaks the text and is shown where, fixes it, runs it, and finds the
// derived sum on an order's form marked computed.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), ObjectProperty: id(2), DataProperty: id(3), domain: id(0x104), range: id(0x105), type: id(0x106), label: id(0x109) };

type Seeded = { tag: string; orderClass: string; total: string; firstOrder: string };

async function seed(request: APIRequestContext, token: string): Promise<Seeded> {
  const tag = randomUUID().slice(0, 6);
  const [orderClass, clientClass, customer, qty, price, total] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [client, first, second, noClient] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const dataProp = (inst: string, name: string, type: string, label: string) => [
    { op: 'new', class: META.DataProperty, inst, name },
    { op: 'upd', inst, prop: META.type, val: type },
    { op: 'add', inst, prop: META.domain, val: orderClass },
    { op: 'add', inst, prop: META.label, val: { lang: 'ru', text: label } },
  ];
  const order = (inst: string, name: string, q: number, p: number, withClient: boolean) => [
    { op: 'new', class: orderClass, inst, name },
    { op: 'upd', inst, prop: qty, val: q },
    { op: 'upd', inst, prop: price, val: p },
    ...(withClient ? [{ op: 'add', inst, prop: customer, val: client }] : []),
  ];
  const res = await request.post('/api/data', {
    headers: { authorization: token },
    data: {
      act: 'set_data',
      payload: {
        data: [
          { op: 'new', class: META.Class, inst: orderClass, name: `Заказ_${tag}` },
          { op: 'new', class: META.Class, inst: clientClass, name: `Клиент_${tag}` },
          { op: 'new', class: META.ObjectProperty, inst: customer, name: `customer_${tag}` },
          { op: 'add', inst: customer, prop: META.domain, val: orderClass },
          { op: 'upd', inst: customer, prop: META.range, val: clientClass },
          { op: 'add', inst: customer, prop: META.label, val: { lang: 'ru', text: `Клиент заказа ${tag}` } },
          ...dataProp(qty, `qty_${tag}`, 'int', 'Количество'),
          ...dataProp(price, `price_${tag}`, 'float', 'Цена'),
          ...dataProp(total, `total_${tag}`, 'float', 'Сумма'),
          // a name of its own: other flows pick «ООО «Ромашка»» of the demo data by name
          { op: 'new', class: clientClass, inst: client, name: `ООО «Лютик ${tag}»` },
          ...order(first, 'Заказ 1', 3, 10, true),
          ...order(second, 'Заказ 2', 2, 5.5, true),
          ...order(noClient, 'Заказ без клиента', 7, 1, false),
        ],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { tag, orderClass, total, firstOrder: first };
}

const swrlText = (page: Page) => page.getByTestId('swrl-text');

test('build a rule from classes and properties, see its SWRL and its errors, run it, and find the computed value on a form', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const { tag, orderClass, total, firstOrder } = await seed(request, token);

  await openAs(page, token, '/owl-rules');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Правила OWL' })).toBeVisible();
  await page.getByTestId('rule-create').click();
  await page.getByTestId('rule-create-name').fill(`Сумма заказа ${tag}`);
  await page.getByTestId('rule-create-kind').selectOption({ label: 'Вычисление значения' });
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  // the rule is stored by its first save, once it says something
  await expect(page).toHaveURL(/\/owl-rule\/new$/);
  await expect(page.getByTestId('rule-title')).toHaveText(`Сумма заказа ${tag}`);
  await expect(page.getByTestId('rule-dirty')).toHaveText('Ещё не сохранено');

  // if: an order, linked to its customer
  await page.getByTestId('rule-add-class').fill(`Заказ_${tag}`);
  await page.getByRole('option', { name: `Заказ_${tag}` }).click();
  await expect(page.getByTestId('rule-triad')).toHaveText(`Заказ_${tag} ?z×`);
  await page.getByTestId('rule-link-property').selectOption({ label: `Клиент заказа ${tag} → Клиент_${tag}` });
  await page.getByTestId('rule-link-add').click();
  await expect(page.getByTestId('rule-link')).toContainText(`Клиент заказа ${tag}`);
  await expect(page.getByTestId('rule-triad')).toHaveText([`Заказ_${tag} ?z×`, `Клиент_${tag} ?k×`]);

  // a filter: a positive quantity
  await page.getByTestId('rule-filter-add').click();
  await page.getByTestId('rule-filter-0-property').selectOption({ label: 'Количество' });
  await page.getByTestId('rule-filter-0-method').selectOption({ label: 'больше' });
  await page.getByTestId('rule-filter-0-value').fill('0');

  // then: the order's sum is quantity × price
  await page.getByTestId('rule-out-add').fill('Сумма');
  await page.getByRole('option').filter({ hasText: 'скалярное свойство' }).filter({ hasText: 'Сумма' }).click();
  await expect(page.getByTestId('rule-out-0-target')).toHaveText('Сумма');
  await page.getByTestId('rule-out-0-builtin').selectOption({ label: 'произведение' });
  await page.getByTestId('rule-out-0-arg-0').selectOption({ label: `Заказ_${tag} ?z · Количество` });
  await page.getByTestId('rule-out-0-arg-1').selectOption({ label: `Заказ_${tag} ?z · Цена` });

  // the SWRL the structure makes, checked against the ontology
  await expect(swrlText(page)).toHaveValue(new RegExp(`Заказ_${tag}\\(\\?z\\).*customer_${tag}\\(\\?z, \\?k\\).*swrlb:multiply.*-> total_${tag}\\(\\?z, `));
  await expect(page.getByTestId('swrl-status')).toHaveText('Ошибок нет');
  await page.getByTestId('rule-save').click();
  await expect(page).toHaveURL(/\/owl-rule\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('rule-dirty')).toHaveCount(0);
  await screenshot(page, 'owl-rule-editor', true);
  const good = await swrlText(page).inputValue();

  // a syntax error: the closing parenthesis gone — the place is underlined and named
  await swrlText(page).fill(good.replace(/\)$/, ''));
  await expect(page.getByTestId('swrl-problem')).toHaveCount(1);
  await expect(page.getByTestId('swrl-problem-at')).toHaveText(/^Строка 1, столбец \d+:$/);
  await expect(page.getByTestId('swrl-mark')).toHaveCount(1);
  await expect(page.getByTestId('rule-run-start')).toBeDisabled();
  // the structure stays while the typo is being fixed
  await expect(page.getByTestId('rule-structure-lost')).toHaveCount(0);
  await page.getByTestId('swrl-problems').scrollIntoViewIfNeeded();
  await screenshot(page, 'owl-rule-syntax-error');

  // an unknown name: shown at its atom
  await swrlText(page).fill(good.replace(`Заказ_${tag}(?z)`, 'Заказ_нет(?z)'));
  await expect(page.getByTestId('swrl-problem')).toContainText('Заказ_нет');
  await expect(page.getByTestId('swrl-mark')).toHaveText('Заказ_нет(?z)');

  // fixed: no problems, the structure is the same, nothing left unsaved
  await swrlText(page).fill(good);
  await expect(page.getByTestId('swrl-status')).toHaveText('Ошибок нет');
  await expect(page.getByTestId('swrl-problem')).toHaveCount(0);
  await expect(page.getByTestId('rule-dirty')).toHaveCount(0);

  // run: the two orders with a customer, their sums
  await page.getByTestId('rule-run-start').click();
  await expect(page.getByTestId('rule-run-row')).toHaveCount(2);
  await expect(page.getByTestId('rule-run-summary')).toHaveText('Выведено 2 строки.');
  const table = page.getByTestId('rule-run-table');
  await expect(table.locator('th')).toContainText(['№', `Заказ_${tag} (?z)`, 'Выводится: Сумма']);
  await expect(table.getByTestId('rule-run-row').filter({ hasText: 'Заказ 1' })).toContainText('30');
  await expect(table.getByTestId('rule-run-row').filter({ hasText: 'Заказ 2' })).toContainText('11');
  await expect(table).not.toContainText('Заказ без клиента');
  await page.getByTestId('rule-run').scrollIntoViewIfNeeded();
  await screenshot(page, 'owl-rule-run');

  // a colleague saves the rule meanwhile: this save is refused rather than overwrite theirs, and mine can go over it
  const ruleId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = (await (await request.get(`/api/owlRules/${ruleId}`, { headers: { authorization: token } })).json()) as Record<string, unknown>;
  const { name, kind, swrl, json_str, noConnectionToComputedProp, subject_area, mapId, enabled, version } = stored;
  const theirs = await request.put(`/api/owlRules/${ruleId}`, {
    headers: { authorization: token },
    data: { name, kind, ruleText: 'Описание коллеги', swrl, json_str, noConnectionToComputedProp, subject_area, mapId, enabled, version },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await page.getByTestId('rule-text').fill('Сумма заказа — количество, умноженное на цену');
  await page.getByTestId('rule-save').click();
  await expect(page.getByTestId('rule-conflict')).toContainText('Пока вы редактировали правило, его сохранил другой пользователь. Изменено: описание.');
  await expect(page.getByTestId('rule-conflict')).toContainText('«Описание коллеги»');
  await screenshot(page, 'owl-rule-conflict');
  await page.getByTestId('rule-conflict-mine').click();
  await expect(page.getByTestId('rule-conflict')).toHaveCount(0);
  await expect(page.getByTestId('rule-dirty')).toHaveCount(0);
  await expect(page.getByTestId('rule-text')).toHaveValue('Сумма заказа — количество, умноженное на цену');

  // a reader sees the rule and its text, and may change nothing
  const reader = await createUser(request);
  const readerPage = await openInOwnTab(browser, await tokenFor(request, reader.login, reader.password), `/owl-rule/${ruleId}`);
  await expect(readerPage.getByTestId('rule-read-only')).toBeVisible();
  await expect(readerPage.getByTestId('swrl-text')).toHaveValue(good);
  await expect(readerPage.getByTestId('swrl-text')).toHaveAttribute('readonly', '');
  await expect(readerPage.getByTestId('rule-save')).toHaveCount(0);
  await expect(readerPage.getByTestId('rule-add-class')).toHaveCount(0);
  await readerPage.context().close();

  // the list shows the rule with its kind, author and date
  await page.getByRole('link', { name: 'К списку правил' }).click();
  await page.getByTestId('rule-search').fill(tag);
  const row = page.getByTestId('rule-row').filter({ hasText: `Сумма заказа ${tag}` });
  await expect(row).toContainText('Вычисление значения');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await screenshot(page, 'owl-rules-list');

  // the derived sum on the order's form: marked computed, not editable, the rule named on hover
  await page.goto(`/examp_list/${orderClass}?inst=${firstOrder}`);
  const sum = page.getByTestId(`field-${total}`);
  await expect(sum.getByTestId('computed-mark')).toHaveText('вычислено');
  await expect(sum.getByTestId('computed-mark')).toHaveAttribute('title', new RegExp(`Сумма заказа ${tag}`));
  await expect(sum.getByRole('textbox')).toBeDisabled();
  await expect(sum.getByRole('textbox')).toHaveValue('30');
  await screenshot(page, 'owl-rule-computed-form');
});

test('in English the editor says what is wrong in English, at the place it is wrong', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const { tag } = await seed(request, token);
  const swrl = `Заказ_${tag}(?z) ^ qty_${tag}(?z, ?q) ^ price_${tag}(?z, ?p) ^ swrlb:multiply(?s, ?q, ?p) -> total_${tag}(?z, ?s)`;
  const created = await request.post('/api/owlRules', { headers: { authorization: token }, data: { name: `Order sum ${tag}`, kind: 'valueComputation', swrl } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: ruleId } = (await created.json()) as { id: string };

  await page.addInitScript(() => localStorage.setItem('osawl-locale', 'en'));
  await openAs(page, token, `/owl-rule/${ruleId}`);
  await expect(page.getByRole('heading', { name: 'Rule text (SWRL)' })).toBeVisible();
  await expect(page.getByTestId('rule-kind')).toHaveValue('valueComputation');
  await expect(page.getByTestId('swrl-status')).toHaveText('No errors');

  await swrlText(page).fill(swrl.replace(/\)$/, ''));
  await expect(page.getByTestId('swrl-problem')).toContainText('Syntax error: «,», «)» expected here');
  await expect(page.getByTestId('swrl-problem-at')).toHaveText(`Line 1, column ${swrl.length}:`);
  await swrlText(page).fill(swrl.replace(`price_${tag}`, 'cost'));
  await expect(page.getByTestId('swrl-problem')).toContainText('Unknown name in “cost(?z, ?p)”');
  await expect(page.getByTestId('swrl-mark')).toHaveText('cost(?z, ?p)');
  await page.getByTestId('rule-swrl').scrollIntoViewIfNeeded();
  await screenshot(page, 'owl-rule-english');
});
