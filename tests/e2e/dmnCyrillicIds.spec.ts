import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// A decision whose decision, table and rule ids are Russian (legal XML names) opens in the editor
// with all its rules, and the test panel evaluates it: the matched rule is highlighted in the table.
// dmn-js's own reader dropped such elements, and the server's found «Решение … не найдено».

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/" xmlns:dmndi="https://www.omg.org/spec/DMN/20191111/DMNDI/" xmlns:dc="http://www.omg.org/spec/DMN/20180521/DC/" id="Определения" name="Скидки" namespace="http://example.com/скидки">
  <decision id="Решение_скидка" name="Скидка">
    <decisionTable id="Таблица_скидок" hitPolicy="UNIQUE">
      <input id="Столбец_возраст" label="Возраст"><inputExpression id="Выражение_возраст" typeRef="number"><text>Возраст</text></inputExpression></input>
      <output id="Столбец_скидка" label="Скидка, %" name="скидка" typeRef="number" />
      <rule id="Правило_дети"><inputEntry id="Условие_дети"><text>&lt; 18</text></inputEntry><outputEntry id="Итог_дети"><text>0</text></outputEntry></rule>
      <rule id="Правило_взрослые"><inputEntry id="Условие_взрослые"><text>&gt;= 18</text></inputEntry><outputEntry id="Итог_взрослые"><text>5</text></outputEntry></rule>
    </decisionTable>
  </decision>
  <dmndi:DMNDI><dmndi:DMNDiagram id="Диаграмма"><dmndi:DMNShape id="Фигура_скидка" dmnElementRef="Решение_скидка"><dc:Bounds height="80" width="180" x="160" y="100" /></dmndi:DMNShape></dmndi:DMNDiagram></dmndi:DMNDI>
</definitions>`;

test('a decision with Cyrillic ids opens with all its rules and is evaluated in the test panel', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const res = await request.post('/api/dmn', { headers: { authorization: token }, data: { name: `Скидки ${randomUUID().slice(0, 6)}`, xml: XML } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.setViewportSize({ width: 1600, height: 1000 });
  await openAs(page, token, `/dmn/${id}`);
  const table = page.locator('.dmn-decision-table-container');
  // dmn-js is a big chunk: on a loaded machine it takes a while to arrive
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(1)).toContainText('>= 18');
  await expect(page.getByTestId('dmn-save-state')).toHaveAttribute('data-dirty', 'false');

  await page.getByTestId('dmn-test-input-Возраст').fill('40');
  await page.getByTestId('dmn-test-run').click();
  await expect(page.getByTestId('dmn-test-rules')).toHaveText('Сработало правило: 2');
  await expect(page.getByTestId('dmn-test-output')).toContainText('5');
  await expect(page.getByTestId('dmn-canvas').locator('tr.dmn-rule-highlighted')).toHaveCount(1);
  await screenshot(page, 'dmn-cyrillic-ids');
});
