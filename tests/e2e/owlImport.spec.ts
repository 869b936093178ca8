import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// OWL interchange through the screens: on /ontologies the 'Импорт OWL' dialog imports pizza.owl
// into a new map with live progress and shows what it brought; a malformed file shows its line
// and nothing is written; 'Экспорт OWL' downloads the map as Turtle.

const OWL_DIR = path.resolve('../shared/conformance/owl');

test('pizza.owl is imported from /ontologies with live progress and its counts, and exported as Turtle', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await openAs(page, token, '/ontologies');
  await page.getByTestId('owl-import-button').click();
  const dialog = page.getByTestId('owl-import-dialog');
  await expect(dialog.getByRole('heading', { name: 'Импорт онтологии OWL' })).toBeVisible();
  await dialog.getByTestId('owl-import-file').setInputFiles({ name: 'pizza.owl', mimeType: 'application/rdf+xml', buffer: readFileSync(path.join(OWL_DIR, 'pizza.owl')) });
  await expect(dialog.getByLabel('В новую карту онтологии (по названию онтологии или файла)')).toBeChecked();
  await screenshot(page, 'owl-import-dialog');
  await dialog.getByTestId('owl-import-start').click();

  const progress = dialog.getByTestId('owl-import-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const counts = dialog.getByTestId('owl-import-counts');
  await expect(counts.locator('[data-count="classes"]')).toHaveText('99');
  await expect(counts.locator('[data-count="objectProperties"]')).toHaveText('8');
  await expect(counts.locator('[data-count="dataProperties"]')).toHaveText('0');
  await expect(counts.locator('[data-count="individuals"]')).toHaveText('5');
  await expect(counts.locator('[data-count="triples"]')).toHaveText('1 944');
  await screenshot(page, 'owl-import-done');

  // the new map is the import's; its counts come from the stats endpoint
  const stats = (await (await request.get('/api/ontology/stats', { headers: { authorization: token } })).json()) as { maps: Array<{ id: string; name: string; classes: number }> };
  const pizza = stats.maps.find((m) => m.name === 'pizza');
  expect(pizza?.classes).toBe(99);
  await dialog.getByRole('button', { name: 'Открыть карту' }).click();
  await expect(page).toHaveURL(new RegExp(`/ontologies/${pizza?.id}$`));

  // export of the map as Turtle: a download named after the map
  await page.getByTestId('owl-export-menu').getByRole('button').first().click();
  await expect(page.getByTestId('owl-export-turtle')).toBeVisible();
  await screenshot(page, 'owl-export-menu');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('owl-export-turtle').click()]);
  expect(download.suggestedFilename()).toBe('pizza.ttl');
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text).toContain('owl:Class');
  expect(text).toContain('<http://www.co-ode.org/ontologies/pizza/pizza.owl#Margherita>');
});

test('a malformed OWL file fails with its line and problem; nothing is written', async ({ page, request }) => {
  const token = await adminToken(request);
  const before = (await (await request.get('/api/ontology/stats', { headers: { authorization: token } })).json()) as { total: Record<string, number> };
  await openAs(page, token, '/ontologies');
  await page.getByTestId('owl-import-button').click();
  const dialog = page.getByTestId('owl-import-dialog');
  const bad = '@prefix : <http://example.org/bad#> .\n@prefix owl: <http://www.w3.org/2002/07/owl#> .\n:A a owl:Class .\n:B a owl:Class ;\n  :p "unterminated .\n';
  await dialog.getByTestId('owl-import-file').setInputFiles({ name: 'bad.ttl', mimeType: 'text/turtle', buffer: Buffer.from(bad) });
  await dialog.getByTestId('owl-import-start').click();
  const error = dialog.getByTestId('owl-import-error');
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toContainText('Строка 5');
  await expect(error).toContainText('Ошибка разбора Turtle');
  await expect(error).toContainText('Ничего не записано.');
  await screenshot(page, 'owl-import-error');
  const after = (await (await request.get('/api/ontology/stats', { headers: { authorization: token } })).json()) as { total: Record<string, number> };
  expect(after.total).toEqual(before.total);
});
