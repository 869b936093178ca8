import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// An analyst tests a decision table right in its editor — types an age and sees the category and
// the rule that matched highlighted, keeps that as a named test case and runs all cases (one made
// to fail shows what differs), takes the inputs from a client — then runs the table over every
// client of the class the input is bound to and writes the category into a property.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), DataProperty: id(3), domain: id(0x104), type: id(0x106), label: id(0x109) };

const DMN = (tag: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/" xmlns:dmndi="https://www.omg.org/spec/DMN/20230324/DMNDI/" xmlns:dc="http://www.omg.org/spec/DMN/20180521/DC/" xmlns:di="http://www.omg.org/spec/DMN/20180521/DI/" id="Definitions_age" name="Категория клиента ${tag}" namespace="http://ontoweave/dmn/e2e">
  <decision id="Decision_category" name="Категория клиента ${tag}">
    <informationRequirement id="Requirement_age"><requiredInput href="#InputData_age" /></informationRequirement>
    <decisionTable id="Table_category" hitPolicy="UNIQUE">
      <input id="InputAge" label="Возраст">
        <inputExpression id="InputAgeExpression" typeRef="integer"><text>Возраст</text></inputExpression>
      </input>
      <output id="OutputCategory" label="Категория" name="Категория" typeRef="string" />
      <rule id="Rule_young"><inputEntry id="e1"><text>&lt; 18</text></inputEntry><outputEntry id="o1"><text>"Юниор"</text></outputEntry></rule>
      <rule id="Rule_adult"><inputEntry id="e2"><text>[18..65)</text></inputEntry><outputEntry id="o2"><text>"Взрослый"</text></outputEntry></rule>
      <rule id="Rule_senior"><inputEntry id="e3"><text>&gt;= 65</text></inputEntry><outputEntry id="o3"><text>"Пенсионер"</text></outputEntry></rule>
    </decisionTable>
  </decision>
  <inputData id="InputData_age" name="Возраст">
    <variable id="Variable_age" name="Возраст" typeRef="integer" />
  </inputData>
  <dmndi:DMNDI>
    <dmndi:DMNDiagram id="Diagram_category">
      <dmndi:DMNShape id="Shape_category" dmnElementRef="Decision_category"><dc:Bounds height="80" width="180" x="160" y="100" /></dmndi:DMNShape>
      <dmndi:DMNShape id="Shape_age" dmnElementRef="InputData_age"><dc:Bounds height="45" width="125" x="187" y="260" /></dmndi:DMNShape>
      <dmndi:DMNEdge id="Edge_age" dmnElementRef="Requirement_age"><di:waypoint x="250" y="260" /><di:waypoint x="250" y="180" /></dmndi:DMNEdge>
    </dmndi:DMNDiagram>
  </dmndi:DMNDI>
</definitions>
`;

type Seeded = { tag: string; decisionId: string; className: string };

async function seed(request: APIRequestContext, token: string): Promise<Seeded> {
  const tag = randomUUID().slice(0, 6);
  const [clientClass, age, category] = [randomUUID(), randomUUID(), randomUUID()];
  const dataProp = (inst: string, name: string, type: string, label: string) => [
    { op: 'new', class: META.DataProperty, inst, name },
    { op: 'upd', inst, prop: META.type, val: type },
    { op: 'add', inst, prop: META.domain, val: clientClass },
    { op: 'add', inst, prop: META.label, val: { lang: 'ru', text: label } },
  ];
  const client = (name: string, years: number) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: clientClass, inst, name },
      { op: 'upd', inst, prop: age, val: years },
    ];
  };
  const data = await request.post('/api/data', {
    headers: { authorization: token },
    data: {
      act: 'set_data',
      payload: {
        data: [
          { op: 'new', class: META.Class, inst: clientClass, name: `Клиент_${tag}` },
          ...dataProp(age, `age_${tag}`, 'int', `Возраст клиента ${tag}`),
          ...dataProp(category, `category_${tag}`, 'string', `Категория клиента ${tag}`),
          ...client(`Анна ${tag}`, 15),
          ...client(`Борис ${tag}`, 40),
          ...client(`Вера ${tag}`, 70),
        ],
      },
    },
  });
  expect(data.status(), await data.text()).toBe(200);

  const created = await request.post('/api/dmn', { headers: { authorization: token }, data: { xml: DMN(tag) } });
  expect(created.status(), await created.text()).toBe(201);
  const decision = (await created.json()) as { id: string; revision: number; name: string; xml: string };
  // the input column bound to the clients' age
  const saved = await request.put(`/api/dmn/${decision.id}`, {
    headers: { authorization: token },
    data: { revision: decision.revision, name: decision.name, xml: decision.xml, bindings: [{ decisionId: 'Decision_category', columnId: 'InputAge', kind: 'input', propId: age }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { tag, decisionId: decision.id, className: `Клиент_${tag}` };
}

const panelTab = (page: Page, tab: 'test' | 'bindings' | 'run') => page.getByTestId(`dmn-panel-tab-${tab}`).click();

test('test a decision in its editor, keep and run test cases, and run it over the instances of a class', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const { tag, decisionId, className } = await seed(request, token);

  await page.setViewportSize({ width: 1600, height: 1000 });
  await openAs(page, token, `/dmn/${decisionId}`);
  await expect(page.getByTestId('dmn-test-panel')).toBeVisible();

  // inputs typed in: an adult, the second rule highlighted in the table
  await page.getByTestId('dmn-test-input-Возраст').fill('40');
  await page.getByTestId('dmn-test-run').click();
  await expect(page.getByTestId('dmn-test-output-value')).toHaveText('Взрослый');
  await expect(page.getByTestId('dmn-test-rules')).toHaveText('Сработало правило: 2');
  await expect(page.getByTestId('dmn-canvas').locator('tr.dmn-rule-highlighted')).toHaveCount(1);
  await expect(page.getByTestId('dmn-canvas').locator('tr.dmn-rule-highlighted')).toContainText('Взрослый');
  await screenshot(page, 'dmn-run-test-result');

  // a value that is not a whole number is refused before asking
  await page.getByTestId('dmn-test-input-Возраст').fill('40,5');
  await expect(page.getByTestId('dmn-test-field-problem')).toHaveText('«Возраст»: введите целое число');
  await expect(page.getByTestId('dmn-test-run')).toBeDisabled();
  await page.getByTestId('dmn-test-input-Возраст').fill('40');
  await page.getByTestId('dmn-test-run').click();
  await expect(page.getByTestId('dmn-test-output-value')).toHaveText('Взрослый');

  // kept as a named test case, then a second one expecting the wrong category
  await page.getByTestId('dmn-case-save').click();
  await page.getByTestId('dmn-case-name').fill('Взрослый клиент');
  await expect(page.getByTestId('dmn-case-expected-value')).toHaveValue('Взрослый');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByTestId('dmn-case')).toHaveCount(1);
  await page.getByTestId('dmn-test-input-Возраст').fill('16');
  await page.getByTestId('dmn-test-run').click();
  await expect(page.getByTestId('dmn-test-output-value')).toHaveText('Юниор');
  await page.getByTestId('dmn-case-save').click();
  await page.getByTestId('dmn-case-name').fill('Подросток');
  await page.getByTestId('dmn-case-expected-value').fill('Взрослый');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByTestId('dmn-case')).toHaveCount(2);

  await page.getByTestId('dmn-cases-run').click();
  await expect(page.getByTestId('dmn-cases-summary')).toHaveText('Пройдено: 1, не пройдено: 1');
  const failed = page.getByTestId('dmn-case').filter({ hasText: 'Подросток' });
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await expect(failed.getByTestId('dmn-case-diff')).toHaveText('«Категория»: ожидалось Взрослый, получено Юниор');
  await expect(page.getByTestId('dmn-case').filter({ hasText: 'Взрослый клиент' })).toHaveAttribute('data-state', 'passed');
  await page.getByTestId('dmn-cases').scrollIntoViewIfNeeded();
  await screenshot(page, 'dmn-run-test-cases');

  // the failing case fixed: all pass
  await failed.getByTestId('dmn-case-edit').click();
  await page.getByTestId('dmn-case-expected-value').fill('Юниор');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить', exact: true }).click();
  await page.getByTestId('dmn-cases-run').click();
  await expect(page.getByTestId('dmn-cases-summary')).toHaveText('Пройдено: 2, не пройдено: 0');

  // the inputs taken from a client of the bound class
  await page.getByTestId('dmn-test-instance').fill(`Вера ${tag}`);
  await page.getByRole('option', { name: `Вера ${tag}` }).click();
  await expect(page.getByTestId('dmn-test-output-value')).toHaveText('Пенсионер');
  await expect(page.getByTestId('dmn-test-input-Возраст')).toHaveValue('70');
  await expect(page.getByTestId('dmn-test-from-instance')).toHaveText(`Значения взяты из экземпляра «Вера ${tag}»`);

  // bindings: the input bound to the age, the output bound to nothing yet
  await panelTab(page, 'bindings');
  const ageColumn = page.locator('[data-testid="dmn-binding"][data-column="InputAge"]');
  await expect(ageColumn.getByTestId('dmn-binding-property')).toHaveText(`→ Возраст клиента ${tag}`);
  await expect(ageColumn.getByTestId('dmn-binding-type')).toHaveText('целое число');
  await screenshot(page, 'dmn-run-bindings');

  // run over the class the input is bound to (offered at once)
  await panelTab(page, 'run');
  await expect(page.getByTestId('dmn-run-source-chosen')).toHaveText(className);
  await page.getByTestId('dmn-run-start').click();
  await expect(page.getByTestId('dmn-run-progress')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('dmn-run-state')).toContainText('Готово: 3 из 3');
  const rows = page.getByTestId('dmn-run-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `Анна ${tag}` })).toContainText('Юниор');
  await expect(rows.filter({ hasText: `Борис ${tag}` })).toContainText('Взрослый');
  await expect(rows.filter({ hasText: `Вера ${tag}` })).toContainText('Пенсионер');
  await screenshot(page, 'dmn-run-results');
  await page.getByTestId('dmn-run-expand').click();
  await expect(page.getByTestId('dmn-run-results-dialog').getByTestId('dmn-run-row')).toHaveCount(3);
  await screenshot(page, 'dmn-run-results-wide');
  await page.getByTestId('dmn-run-results-dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByTestId('dmn-run-results-dialog')).toHaveCount(0);

  // the category written into the clients' property as a computed value
  await page.getByTestId('dmn-computed-property').fill(`Категория клиента ${tag}`);
  await page.getByRole('option', { name: `Категория клиента ${tag}` }).click();
  await expect(page.getByTestId('dmn-computed-pair')).toContainText(`→ Категория клиента ${tag}`);
  await page.getByTestId('dmn-computed-on-button').click();
  await expect(page.getByTestId('dmn-computed-state')).toContainText('3 значения', { timeout: 30_000 });
  await page.getByTestId('dmn-computed').scrollIntoViewIfNeeded();
  await screenshot(page, 'dmn-run-computed');
  await page.getByTestId('dmn-computed-off').click();
  await expect(page.getByTestId('dmn-computed-on-button')).toBeVisible();

  // the instance link opens the client's card
  await rows.filter({ hasText: `Борис ${tag}` }).getByTestId('dmn-run-instance').click();
  await expect(page).toHaveURL(/\/examp_list\/[0-9a-f-]{36}\?inst=[0-9a-f-]{36}$/);
});
