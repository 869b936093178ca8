import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// Simple documents in a real browser: write one with formatting in the editor, see it saved and
// read it; put it in a publication, publish, and read that without signing in; Word downloads.

async function expectDocx(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const bytes = await readFile(await download.path());
  // a .docx is a zip archive
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
}

const suffix = Date.now().toString(36);
const docName = `Регламент ${suffix}`;

test('write a document with formatting: saved as you type, read in the view, downloaded to Word', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/docs');
  await page.getByTestId('docs-create').click();
  await page.getByTestId('doc-new-name').fill(docName);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/edit\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;

  const editor = page.getByTestId('doc-editor');
  await editor.click();
  await page.getByTestId('tool-h1').click();
  await page.keyboard.type('Порядок работы');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Это ');
  await page.getByTestId('tool-bold').click();
  await page.keyboard.type('важное');
  await page.getByTestId('tool-bold').click();
  await page.keyboard.type(' правило.');
  await page.keyboard.press('Enter');
  // Markdown typing works too: "- " starts a list
  await page.keyboard.type('- первый пункт');
  await page.keyboard.press('Enter');
  await page.keyboard.type('второй пункт');
  await page.getByTestId('doc-annotation').fill('Кратко о порядке');
  await page.getByTestId('doc-public').check();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('save-state')).toHaveText('Все изменения сохранены');
  await screenshot(page, 'simple-doc-edit');

  // what was saved is what a reload brings back
  await page.reload();
  await expect(page.getByTestId('doc-editor').locator('h1')).toHaveText('Порядок работы');
  await expect(page.getByTestId('doc-editor').locator('strong')).toHaveText('важное');

  await page.getByTestId('doc-open-view').click();
  await expect(page).toHaveURL(new RegExp(`/docs/view/${id}$`));
  const content = page.getByTestId('doc-content');
  await expect(content.locator('h1')).toHaveText('Порядок работы');
  await expect(content.locator('strong')).toHaveText('важное');
  await expect(content.locator('li')).toHaveText(['первый пункт', 'второй пункт']);
  await expect(page.getByTestId('page-title')).toHaveText(docName);
  await screenshot(page, 'simple-doc-view');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('word-button').click()]);
  await expectDocx(download);
  expect(download.suggestedFilename()).toBe(`${docName}.docx`);

  // the list finds it
  await page.goto(`/docs?q=${encodeURIComponent(suffix)}`);
  await expect(page.getByTestId('docs-row')).toHaveCount(1);
  await expect(page.getByTestId('docs-row')).toContainText(docName);
  await screenshot(page, 'simple-docs-list');
});

test('publish a document in a publication; a visitor reads the public doctree without signing in', async ({ page, request, browser }) => {
  const token = await adminToken(request);
  const treeDocName = `Положение ${suffix}`;
  const created = await request.post('/api/simpleDocs', { headers: { authorization: token }, data: { name: treeDocName } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const patched = await request.patch(`/api/simpleDocs/${id}`, { headers: { authorization: token }, data: { content: '# Порядок работы\n\nЭто **важное** правило.', isPublic: true } });
  expect(patched.status()).toBe(200);

  await openAs(page, token, '/publications');
  await page.getByTestId('publication-create').click();
  await page.getByTestId('publication-new-name').fill(`Справочник ${suffix}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/publications\?id=[0-9a-f-]{36}$/);
  const publicationId = new URL(page.url()).searchParams.get('id') as string;

  await page.getByTestId('publication-add-search').fill(suffix);
  await page.getByTestId('publication-add-document').selectOption({ label: treeDocName });
  await page.getByTestId('publication-add-submit').click();
  await expect(page.getByTestId('publication-node')).toHaveCount(1);
  await page.getByTestId('publication-public').check();
  await expect(page.getByTestId('publication-public')).toBeChecked();
  await page.getByTestId('publication-publish').click();
  await expect(page.getByTestId('publication-published-at')).toHaveText(/^опубликовано \d{2}\.\d{2}\.\d{4}/);
  await screenshot(page, 'simple-publications');

  await page.getByTestId('publication-open-tree').click();
  await expect(page.getByTestId('doc-tree-node')).toHaveText([treeDocName]);
  await expect(page.getByTestId('doc-content').locator('strong')).toHaveText('важное');

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/public/doctree/${publicationId}`);
  await expect(anonymous.getByTestId('layout-public')).toBeVisible();
  await expect(anonymous.getByTestId('top-bar')).toHaveCount(0);
  await expect(anonymous.getByTestId('doc-tree-node')).toHaveText([treeDocName]);
  await expect(anonymous.getByTestId('doc-content').locator('h1')).toHaveText('Порядок работы');
  await expect(anonymous.getByTestId('public-print-button')).toBeVisible();
  await screenshot(anonymous, 'simple-public-doctree');
  const [download] = await Promise.all([anonymous.waitForEvent('download'), anonymous.getByTestId('public-word-button').click()]);
  await expectDocx(download);

  // an unknown publication reads as "not found", like one that is not public
  await anonymous.goto('/public/doctree/00000000-0000-4000-8000-000000000000');
  await expect(anonymous.getByTestId('public-doc-not-found')).toBeVisible();
  await visitor.close();
});
