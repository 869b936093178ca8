import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminToken, openAs, openInOwnTab, screenshot } from './shellTestKit';

// An analyst creates a decision table, builds it in the editor (dmn-js) — an input and an output
// column, two rules — saves it and finds it after a reload, saves a new version, changes a rule and
// compares the two versions rule by rule. Then a colleague saves the same decision in another
// browser while it is being edited here: the later save is refused, and the changes are merged.

const table = (page: Page): Locator => page.locator('.dmn-decision-table-container');
const bodyRows = (page: Page): Locator => table(page).locator('tbody tr');
const ruleCell = (page: Page, row: number, col: number): Locator => bodyRows(page).nth(row).locator('td.input-cell, td.output-cell').nth(col);

/** Types into a rule cell (dmn-js's cell editor: a FEEL editor for inputs, plain text for outputs), replacing what it held. */
async function typeInCell(page: Page, cell: Locator, text: string): Promise<void> {
  await cell.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  // leave the cell so dmn-js commits it
  await page.getByTestId('dmn-name').click();
}

/** Picks a column's type in the open header editor: the list names the types in words. */
async function chooseType(page: Page, type: string): Promise<void> {
  await page.locator('.type-ref-edit-select input').click();
  await page.locator('.dms-select-options .option').filter({ hasText: type }).click();
}

/** Sets an input column's label and expression through the header's editor (opened by a double click). */
async function editInput(page: Page, index: number, label: string, expression: string, type?: string): Promise<void> {
  await table(page).locator('th.input-cell').nth(index).dblclick();
  const editor = page.locator('.ref-input-editor');
  await expect(editor).toBeVisible();
  await editor.locator('.dms-input-label').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(label);
  // the type first: the expression's completion list, once open, covers the type field
  if (type) await chooseType(page, type);
  await editor.locator('.ref-text .cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(expression);
  // Escape closes the completion list when one is open, then the editor
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Sets an output column's label and name through the header's editor. */
async function editOutput(page: Page, index: number, label: string, name: string, type?: string): Promise<void> {
  await table(page).locator('th.output-cell').nth(index).dblclick();
  const editor = page.locator('.ref-output-editor');
  await expect(editor).toBeVisible();
  await editor.locator('.dms-output-label').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(label);
  await editor.locator('.ref-output-name').fill(name);
  if (type) await chooseType(page, type);
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
}

const saved = (page: Page) => expect(page.getByTestId('dmn-save-state')).toHaveAttribute('data-dirty', 'false');

test('build a decision table in the editor, save it, version it, compare versions, and merge a colleague’s save', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const tag = randomUUID().slice(0, 6);
  const name = `Скидка ${tag}`;

  await openAs(page, token, '/dmn');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Таблицы решений (DMN)' })).toBeVisible();
  await page.getByTestId('dmn-create').click();
  await page.getByTestId('dmn-create-name').fill(name);
  await page.getByTestId('dmn-create-hit-policy').selectOption({ label: 'Первое совпадение' });
  await page.getByRole('button', { name: 'Создать', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dmn\/[0-9a-f-]{36}$/);
  const decisionPath = new URL(page.url()).pathname;

  // one decision: its table opens straight away; dmn-js speaks Russian
  await expect(table(page)).toBeVisible();
  await expect(table(page)).toContainText('Первое совпадение');
  await expect(page.getByTestId('dmn-name')).toHaveValue(name);
  await saved(page);

  // columns: age in, discount out; a second input added from the header
  await editInput(page, 0, 'Возраст', 'age', 'целое число');
  await editOutput(page, 0, 'Скидка', 'discount', 'целое число');
  await expect(page.getByTestId('dmn-save-state')).toHaveAttribute('data-dirty', 'true');
  await table(page).locator('th.input-cell').first().hover();
  await table(page).locator('th.input-cell .add-input button').first().click();
  await expect(table(page).locator('th.input-cell')).toHaveCount(2);
  await editInput(page, 1, 'Город', 'city');

  // two rules, from the table's foot
  await table(page).locator('tfoot .add-rule-add').click();
  await table(page).locator('tfoot .add-rule-add').click();
  await expect(bodyRows(page)).toHaveCount(2);
  await typeInCell(page, ruleCell(page, 0, 0), '< 18');
  await typeInCell(page, ruleCell(page, 0, 1), '-');
  await typeInCell(page, ruleCell(page, 0, 2), '10');
  await typeInCell(page, ruleCell(page, 1, 0), '>= 65');
  await typeInCell(page, ruleCell(page, 1, 1), '"Москва"');
  await typeInCell(page, ruleCell(page, 1, 2), '15');
  await screenshot(page, 'dmn-editor-built', true);

  await page.getByTestId('dmn-save').click();
  await saved(page);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(table(page)).toContainText('Возраст');
  await expect(table(page).locator('th.input-cell').first()).toContainText('целое число');
  await expect(ruleCell(page, 1, 1)).toContainText('"Москва"');
  await expect(ruleCell(page, 1, 2)).toContainText('15');
  await saved(page);
  await screenshot(page, 'dmn-editor-reloaded', true);

  // the side panels are there
  await expect(page.getByTestId('dmn-panel-tab-test')).toHaveText('Проверка');
  await expect(page.getByTestId('dmn-panel-tab-bindings')).toHaveText('Привязки');
  await expect(page.getByTestId('dmn-panel-tab-run')).toHaveText('Запуск');

  // a new version, then a rule changed in it
  await page.getByTestId('dmn-save-version').click();
  await expect(page).not.toHaveURL(new RegExp(`${decisionPath}$`));
  await expect(page.getByTestId('dmn-toolbar')).toContainText('Версия 2');
  await expect(bodyRows(page)).toHaveCount(2);
  await typeInCell(page, ruleCell(page, 1, 2), '20');
  await page.getByTestId('dmn-save').click();
  await saved(page);

  // compare: rule 2 changed, its output cell marked
  await page.getByTestId('dmn-versions-open').click();
  await expect(page.getByTestId('dmn-version-row')).toHaveCount(2);
  await page.getByTestId('dmn-version-pick').nth(0).check();
  await page.getByTestId('dmn-version-pick').nth(1).check();
  await page.getByTestId('dmn-versions-compare').click();
  const comparison = page.getByTestId('dmn-comparison');
  await expect(comparison).toContainText('Сравнение: версия 1 и версия 2');
  const changed = comparison.locator('[data-testid="dmn-comparison-rule"][data-kind="changed"]');
  await expect(changed).toHaveCount(1);
  await expect(changed.locator('td[data-changed]')).toContainText('20');
  await screenshot(page, 'dmn-versions-compare');
  await page.getByRole('button', { name: 'Закрыть' }).click();

  // a colleague (another browser) changes rule 1 and saves first
  const versionPath = new URL(page.url()).pathname;
  const other = await openInOwnTab(browser, token, versionPath);
  await expect(bodyRows(other)).toHaveCount(2);
  await typeInCell(other, ruleCell(other, 0, 2), '12');
  await other.getByTestId('dmn-save').click();
  await saved(other);

  // here rule 2 changes; the save is refused and the changes merge
  await typeInCell(page, ruleCell(page, 1, 2), '25');
  await page.getByTestId('dmn-save').click();
  const conflict = page.getByTestId('dmn-conflict');
  await expect(conflict).toContainText('Таблицу уже изменил другой пользователь');
  await screenshot(page, 'dmn-conflict');
  await page.getByTestId('dmn-conflict-merge').click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByTestId('dmn-merge-note')).toContainText('Изменения объединены');
  await expect(ruleCell(page, 0, 2)).toContainText('12');
  await expect(ruleCell(page, 1, 2)).toContainText('25');
  await page.getByTestId('dmn-save').click();
  await saved(page);

  // the colleague reloads and sees both
  await other.reload();
  await expect(ruleCell(other, 0, 2)).toContainText('12');
  await expect(ruleCell(other, 1, 2)).toContainText('25');
  await other.context().close();

  // the list: the newest version, in words
  await page.goto('/dmn');
  await page.getByTestId('dmn-search').fill(tag);
  const row = page.getByTestId('dmn-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Первое совпадение');
  await expect(row).toContainText('2');
  await page.getByTestId('dmn-all-versions').check();
  await expect(page.getByTestId('dmn-row').filter({ hasText: name })).toHaveCount(2);
  await screenshot(page, 'dmn-list');
});

// A DMN 1.3 file as other modelers write it: one decision table, one rule.
const IMPORTED_13 = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="imported" name="Доставка" namespace="http://example.com/dmn">
  <decision id="delivery" name="Доставка">
    <decisionTable id="deliveryTable" hitPolicy="UNIQUE">
      <input id="weightInput" label="Вес">
        <inputExpression id="weightExpr" typeRef="double"><text>weight</text></inputExpression>
      </input>
      <output id="priceOutput" label="Цена" name="price" typeRef="double" />
      <rule id="light">
        <inputEntry id="lightIn"><text>&lt;= 5</text></inputEntry>
        <outputEntry id="lightOut"><text>300</text></outputEntry>
      </rule>
    </decisionTable>
  </decision>
</definitions>
`;

test('a refused save says where the problem is; a DMN 1.3 file imports into the decision and exports again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const res = await request.post('/api/dmn', { headers: { authorization: token }, data: { name: `Ошибки ${randomUUID().slice(0, 6)}`, hitPolicy: 'UNIQUE' } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await openAs(page, token, `/dmn/${id}`);
  await expect(table(page)).toBeVisible();

  // a number compared in a text column, rule 1: refused, with the rule and the column named
  await table(page).locator('tfoot .add-rule-add').click();
  await typeInCell(page, ruleCell(page, 0, 0), '< 18');
  await typeInCell(page, ruleCell(page, 0, 1), '"да"');
  await page.getByTestId('dmn-save').click();
  const problem = page.getByTestId('dmn-save-problem');
  await expect(problem).toContainText('Таблица не сохранена');
  await expect(page.getByTestId('dmn-save-problem-where')).toContainText('правило 1');
  await expect(page.getByTestId('dmn-save-problem-where')).toContainText('столбец «Вход»');
  await expect(page.getByTestId('dmn-save-state')).toHaveAttribute('data-dirty', 'true');
  await screenshot(page, 'dmn-save-refused');
  await typeInCell(page, ruleCell(page, 0, 0), '"a"');
  await page.getByTestId('dmn-save').click();
  await saved(page);
  await expect(problem).toHaveCount(0);

  // a DMN 1.3 file replaces the model here, unsaved until Save
  await page.getByTestId('dmn-import-here-file').setInputFiles({ name: 'delivery.dmn', mimeType: 'application/xml', buffer: Buffer.from(IMPORTED_13) });
  await expect(table(page)).toContainText('Вес');
  await expect(ruleCell(page, 0, 0)).toContainText('<= 5');
  await expect(page.getByTestId('dmn-save-state')).toHaveAttribute('data-dirty', 'true');
  await page.getByTestId('dmn-save').click();
  await saved(page);

  // exported as DMN 1.3: the file other tools read
  await page.getByTestId('dmn-export').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('dmn-export-1.3').click();
  const file = await download;
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain('https://www.omg.org/spec/DMN/20191111/MODEL/');
  expect(text).toContain('weight');
});
