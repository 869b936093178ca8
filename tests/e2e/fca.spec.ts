import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// An analyst looks for the natural groupings in the data: builds a formal context from a class
// (a yes/no property and a property's values as attributes), sees its lattice, clicks a concept and
// reads its objects and attributes; the context stays current when an instance is added. Then a
// classic context is uploaded as a .cxt file (19 concepts), and a broken file is refused naming
// its line.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), DataProperty: id(3), domain: id(0x104), type: id(0x106), label: id(0x109) };
const CONFORMANCE = path.resolve(process.cwd(), '../shared/conformance/fca');

type Seeded = { tag: string; classId: string; className: string; predator: string; legs: string };

async function setData(request: APIRequestContext, token: string, data: unknown[]) {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function seed(request: APIRequestContext, token: string): Promise<Seeded> {
  const tag = randomUUID().slice(0, 6);
  const [classId, predator, legs] = [randomUUID(), randomUUID(), randomUUID()];
  const dataProp = (inst: string, name: string, type: string, label: string) => [
    { op: 'new', class: META.DataProperty, inst, name },
    { op: 'upd', inst, prop: META.type, val: type },
    { op: 'add', inst, prop: META.domain, val: classId },
    { op: 'add', inst, prop: META.label, val: { lang: 'ru', text: label } },
  ];
  const animal = (name: string, isPredator: boolean, legCount: number) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: classId, inst, name },
      { op: 'upd', inst, prop: predator, val: isPredator },
      { op: 'upd', inst, prop: legs, val: legCount },
    ];
  };
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: classId, name: `Животное_${tag}` },
    // the system names are the captions too: the attribute names read the same whichever the server takes
    ...dataProp(predator, `хищник ${tag}`, 'bool', `хищник ${tag}`),
    ...dataProp(legs, `лапы ${tag}`, 'int', `лапы ${tag}`),
    ...animal(`Волк ${tag}`, true, 4),
    ...animal(`Заяц ${tag}`, false, 4),
    ...animal(`Орёл ${tag}`, true, 2),
    ...animal(`Курица ${tag}`, false, 2),
  ]);
  return { tag, classId, className: `Животное_${tag}`, predator: `хищник ${tag}`, legs: `лапы ${tag}` };
}

async function pick(page: Page, testId: string, text: string, option: string) {
  await page.getByTestId(testId).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function upload(page: Page, name: string, fileName: string, content: string) {
  await page.getByTestId('fca-upload').click();
  await page.getByTestId('fca-upload-file').setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await page.getByTestId('fca-upload-name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Загрузить', exact: true }).click();
}

test('build a context from a class, see its lattice, click a concept; the context follows the data', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const seeded = await seed(request, token);
  await page.setViewportSize({ width: 1500, height: 950 });
  await openAs(page, token, '/fca');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Анализ формальных понятий' })).toBeVisible();

  await page.getByTestId('fca-create').click();
  await page.getByTestId('fca-builder-name').fill(`Животные ${seeded.tag}`);
  await pick(page, 'fca-objects-class', seeded.className, seeded.className);
  await expect(page.getByTestId('fca-objects-chosen')).toHaveText(seeded.className);
  await pick(page, 'fca-add-boolean', seeded.predator, seeded.predator);
  await pick(page, 'fca-add-value', seeded.legs, seeded.legs);
  // the preview: four animals, «хищник», «лапы = 2», «лапы = 4»
  await expect(page.getByTestId('fca-preview-size')).toHaveText('4 объекта × 3 признака');
  await expect(page.getByTestId('fca-preview-table').getByTestId('fca-object-row')).toHaveCount(4);
  await screenshot(page, 'fca-builder');
  await page.getByRole('dialog').getByRole('button', { name: 'Создать', exact: true }).click();

  // the entry opens on its lattice: 7 concepts
  await expect(page.getByTestId('fca-entry-name')).toHaveText(`Животные ${seeded.tag}`);
  await expect(page.getByTestId('fca-result-status')).toContainText('Понятий: 7');
  const lattice = page.getByTestId('fca-lattice');
  await expect(lattice.getByTestId('lattice-node')).toHaveCount(7);
  await screenshot(page, 'fca-lattice');

  // the concept of the predators with four legs: the wolf
  const concepts = page.getByTestId('fca-tab-concepts');
  await concepts.click();
  const wolfRow = page.getByTestId('fca-concept-row').filter({ hasText: `лапы ${seeded.tag} = 4` }).filter({ hasText: seeded.predator }).first();
  await wolfRow.click();
  await expect(wolfRow).toHaveAttribute('data-selected', 'true');
  await screenshot(page, 'fca-concepts');
  await page.getByTestId('fca-tab-lattice').click();
  const details = page.getByTestId('lattice-details');
  await expect(details.getByTestId('lattice-extent')).toContainText(`Волк ${seeded.tag}`);
  await expect(details.getByTestId('lattice-intent')).toContainText(seeded.predator);

  // clicking another node in the drawing: its extent and intent are listed
  const node = lattice.locator('[data-testid="lattice-node"]').first();
  await node.click();
  await expect(details.getByTestId('lattice-extent')).toBeVisible();
  await screenshot(page, 'fca-lattice-selected');

  // the implications: «лапы = 2» and «лапы = 4» never together, …
  await page.getByTestId('fca-tab-implications').click();
  await expect(page.getByTestId('fca-implications-row').first()).toBeVisible();
  await page.getByTestId('fca-implications-row').first().getByTestId('fca-rule-open').click();
  await expect(page.getByTestId('fca-rule-objects').first()).toBeVisible();
  await screenshot(page, 'fca-implications');

  // the context follows the data: a fifth animal appears without reloading the page
  await page.getByTestId('fca-tab-context').click();
  await expect(page.getByTestId('fca-cross-table').getByTestId('fca-object-row')).toHaveCount(4);
  const snake = randomUUID();
  await setData(request, token, [
    { op: 'new', class: seeded.classId, inst: snake, name: `Змея ${seeded.tag}` },
  ]);
  await expect(page.getByTestId('fca-cross-table').getByTestId('fca-object-row')).toHaveCount(5, { timeout: 15_000 });
  await expect(page.getByTestId('fca-entry-meta')).toContainText('5 объектов × 3 признака');
  await expect(page.getByTestId('fca-cross-table').getByRole('link', { name: `Змея ${seeded.tag}` })).toBeVisible();
  await screenshot(page, 'fca-context-live');
});

test('upload liveinwater.cxt (19 concepts) and edit it; a malformed file names its line', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const cxt = readFileSync(path.join(CONFORMANCE, 'liveinwater.cxt'), 'utf8');
  const tag = randomUUID().slice(0, 6);
  await page.setViewportSize({ width: 1500, height: 950 });
  await openAs(page, token, '/fca');

  // a row with a wrong character: the 25th line of the file
  const lines = cxt.split('\n');
  lines[24] = 'XXX..Q.X.';
  await upload(page, `Сломанный ${tag}`, 'broken.cxt', lines.join('\n'));
  await expect(page.getByTestId('fca-upload-problem')).toContainText('Строка 25');
  await screenshot(page, 'fca-upload-malformed');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  await upload(page, `Живущие в воде ${tag}`, 'liveinwater.cxt', cxt);
  await expect(page.getByTestId('fca-entry-name')).toHaveText(`Живущие в воде ${tag}`);
  await expect(page.getByTestId('fca-result-status')).toContainText('Понятий: 19');
  await expect(page.getByTestId('fca-lattice').getByTestId('lattice-node')).toHaveCount(19);
  await screenshot(page, 'fca-liveinwater-lattice');
  await page.getByTestId('fca-tab-concepts').click();
  await expect(page.getByTestId('fca-concept-row')).toHaveCount(19);

  // edited as a cross table: a new attribute given to the frog and the fish leech (one concept more), saved, computed again
  await page.getByTestId('fca-tab-context').click();
  await page.getByTestId('fca-add-attribute').click();
  const rowOf = (name: string) => page.getByTestId('fca-cross-table').getByTestId('fca-object-row').filter({ hasText: name });
  for (const name of ['frog', 'fish leech']) {
    await rowOf(name).getByTestId('fca-cell').last().click();
    await expect(rowOf(name).getByTestId('fca-cell').last()).toHaveAttribute('aria-pressed', 'true');
  }
  await screenshot(page, 'fca-context-edit');
  await page.getByTestId('fca-context-save').click();
  await expect(page.getByTestId('fca-context-save')).toBeDisabled();
  await expect(page.getByTestId('fca-entry-meta')).toContainText('8 объектов × 10 признаков');
  await expect(page.getByTestId('fca-result-status')).toContainText('Понятий: 20');

  // who else reads it: the access dialog of reports
  await page.getByTestId('fca-share').click();
  await expect(page.getByRole('dialog').getByText('Доступ к анализу')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  // the list shows both the entry and its source, and deletes it after asking
  await page.getByRole('link', { name: 'Все анализы' }).click();
  const row = page.getByTestId('fca-row').filter({ hasText: `Живущие в воде ${tag}` });
  await expect(row).toContainText('Файл');
  await page.getByTestId('fca-search').fill(tag);
  await screenshot(page, 'fca-list');
  await row.getByTestId('fca-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toHaveCount(0);
});

test('a context too large for the browser is computed on the server', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const tag = randomUUID().slice(0, 6);
  // 1 001 × 2 000 cells: past the browser's 2 000 000; every object has every attribute, so the
  // server's work is small (one concept, one implication) however many cells there are
  const [objects, attributes] = [1001, 2000];
  const cxt = ['B', '', String(objects), String(attributes), '', ...Array.from({ length: objects }, (_, g) => `объект ${g + 1}`), ...Array.from({ length: attributes }, (_, m) => `признак ${m + 1}`), ...Array.from({ length: objects }, () => 'X'.repeat(attributes)), ''].join('\n');
  await page.setViewportSize({ width: 1500, height: 950 });
  await openAs(page, token, '/fca');
  await upload(page, `Большой ${tag}`, 'big.cxt', cxt);
  // two million cells take the server a few seconds to read and store
  await expect(page.getByTestId('fca-entry-name')).toHaveText(`Большой ${tag}`, { timeout: 45_000 });
  await expect(page.getByTestId('fca-too-large')).toContainText('Контекст слишком велик для браузера', { timeout: 30_000 });
  await screenshot(page, 'fca-too-large');
  await page.getByTestId('fca-run-server').click();
  await expect(page.getByTestId('fca-result-status')).toContainText('Вычислено на сервере', { timeout: 60_000 });
  await expect(page.getByTestId('fca-result-status')).toContainText('Понятий: 1,');
  await expect(page.getByTestId('fca-lattice').getByTestId('lattice-node')).toHaveCount(1);
  await screenshot(page, 'fca-server-result');
  await page.getByRole('link', { name: 'Все анализы' }).click();
  await page.getByTestId('fca-row').filter({ hasText: `Большой ${tag}` }).getByTestId('fca-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
});
