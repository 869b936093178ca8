import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// The reasoner's limits where its answer is read: pizza.owl is imported through /ontologies and
// classified; at the top of the inferred side one line says how many axioms fall outside OWL 2 EL/RL
// and were not used, naming classes they are about, and its link opens the list of those axioms.

const OWL_DIR = path.resolve('../shared/conformance/owl');

test('pizza classified: the limits line at the top of the inferred side, its link opens the list', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  await openAs(page, token, '/ontologies');
  await page.getByTestId('owl-import-button').click();
  const dialog = page.getByTestId('owl-import-dialog');
  await dialog.getByTestId('owl-import-file').setInputFiles({ name: 'pizza.owl', mimeType: 'application/rdf+xml', buffer: readFileSync(path.join(OWL_DIR, 'pizza.owl')) });
  await dialog.getByTestId('owl-import-start').click();
  await expect(dialog.getByTestId('owl-import-progress')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Открыть карту' }).click();
  await expect(page).toHaveURL(/\/ontologies\/[0-9a-f-]{36}$/);
  const mapId = new URL(page.url()).pathname.split('/').pop() as string;

  // classify the map on the class tree's inferred side
  await openAs(page, token, '/class_tree');
  const panel = page.getByTestId('reasoner-panel');
  await panel.getByTestId('reasoner-map').selectOption(mapId);
  const status = panel.getByTestId('reasoner-status');
  await expect(status).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const before = Number(await status.getAttribute('data-version'));
  await panel.getByTestId('reasoner-run').click();
  await expect.poll(async () => Number(await status.getAttribute('data-version')), { timeout: 60_000 }).toBeGreaterThan(before);
  await expect(status).toHaveAttribute('data-state', 'done', { timeout: 60_000 });

  // the line: a number with its Russian word, classes named, a link — above the inferred tree
  const limits = panel.getByTestId('reasoner-limits');
  await expect(limits).toBeVisible();
  const count = Number(await limits.getAttribute('data-count'));
  expect(count).toBeGreaterThan(0);
  const text = (await limits.textContent()) ?? '';
  expect(text).toMatch(/^[\d\u00a0 ]+ аксиом(а|ы)? вне OWL 2 EL\/RL не учтен(а|ы): .+ — подробнее$/);
  expect(Number(text.split(' ')[0]!.replace(/\D/g, ''))).toBe(count);
  expect(text).toMatch(/Pizza|Topping|American|Veneziana|Rosa/);
  const tree = panel.getByTestId('inferred-node').first();
  await expect(tree).toBeVisible();
  expect((await limits.boundingBox())!.y).toBeLessThan((await tree.boundingBox())!.y);
  const list = panel.getByTestId('reasoner-unused');
  expect(await list.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  await screenshot(page, 'reasoner-limits-line');

  // the link opens the list of the axioms left out, scrolled into view
  await limits.getByTestId('reasoner-limits-more').click();
  await expect(list).toHaveAttribute('open', '');
  await expect(list.locator('li')).toHaveCount(count);
  await expect(list.locator('li').first()).toBeInViewport();
  await screenshot(page, 'reasoner-limits-list');
});
