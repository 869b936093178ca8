import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// Citing the ontology without typing ids: ':' in a document's text opens a picker that searches
// the server by name and by label; a pick is written as a reference with its display name and
// saved. A colon in ordinary prose stays a colon. Both editors: a structured document's element
// and a simple document. The demo ontology is there (class «Договор», label "Contract";
// individual «ООО «Ромашка»»).

const REFERENCE = (kind: string, name: string) => new RegExp(`:${kind}-[0-9a-f-]{36}\\(${name.replace(/[()«»]/g, (c) => `\\${c}`)}\\)`);

async function idOf(request: APIRequestContext, token: string, q: string, kind: string): Promise<string> {
  const res = await request.post('/api/document/referenceSearch', { headers: { authorization: token }, data: { q } });
  const { items } = (await res.json()) as { items: Array<{ id: string; kind: string; name: string }> };
  const item = items.find((i) => i.kind === kind && i.name === q);
  expect(item, JSON.stringify(items)).toBeTruthy();
  return item!.id;
}

const picker = (page: Page) => page.getByTestId('reference-picker');

test('in a structured document, ":" and part of a class name cite the class by its name; prose colons stay', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const contract = await idOf(request, token, 'Договор', 'class');
  const res = await request.post('/api/documents', { headers: { authorization: token }, data: { kind: 'structured', name: `Ссылки ${Date.now()}` } });
  const documentId = ((await res.json()) as { id: string }).id;
  await openAs(page, token, `/structuredDocuments/edit/${documentId}`);
  await expect(page.getByTestId('sdoc-editor')).toHaveAttribute('data-synced', 'true', { timeout: 15_000 });
  const editor = page.locator('[data-testid^="content-"][contenteditable]').first();
  await editor.click();

  // a colon in prose: the picker opens, a space closes it, the colon stays
  await page.keyboard.type('Примечание:');
  await expect(picker(page)).toBeVisible();
  await expect(page.getByTestId('reference-picker-status')).toHaveText('Начните вводить название термина, документа или источника');
  await page.keyboard.type(' см. ');
  await expect(picker(page)).toBeHidden();

  // ':' then part of the name: the class comes first, said to be a class
  await page.keyboard.type(':догов');
  const first = page.getByTestId('reference-pick').first();
  await expect(first).toContainText('Договор');
  await expect(first).toHaveAttribute('data-kind', 'class');
  await expect(first).toContainText('Класс');
  await screenshot(page, 'sdoc-reference-picker');
  await page.keyboard.press('Enter');
  await expect(picker(page)).toBeHidden();
  await page.keyboard.type('подписывается сторонами.');
  // the reference shows its name as a chip; its kind and id stay in the text, never on screen
  await expect(editor.locator('.doc-ref-chip')).toContainText('Договор');
  await expect(editor.locator('.doc-ref-id').first()).toBeHidden();
  expect(await editor.innerText()).not.toMatch(/class-[0-9a-f]{8}/);

  // by an English label, keyboard only; Escape keeps what was typed
  await page.keyboard.type(' Также :Contra');
  await expect(page.getByTestId('reference-pick').first()).toContainText('Contract');
  await page.keyboard.press('Escape');
  await expect(picker(page)).toBeHidden();
  // a time: the picker searches "30" (the shared test store may well hold a name with it) and goes
  // away at the next space, leaving the text as typed
  await page.keyboard.type(' и время 10:30');
  await expect(picker(page)).toBeVisible();
  await expect(picker(page)).not.toContainText('Поиск…');
  await page.keyboard.type('. ');
  await expect(picker(page)).toBeHidden();

  // markup typed after ':' is searched as text and shown as nothing found, never as markup
  await page.keyboard.type(':<img');
  await expect(page.getByTestId('reference-picker-status')).toHaveText('Ничего не найдено');
  await expect(picker(page).locator('img')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await screenshot(page, 'sdoc-reference-inserted');

  await expect
    .poll(async () => {
      const fetched = await request.post('/api/document/fetch', { headers: { authorization: token }, data: { documentId } });
      const { snapshot } = (await fetched.json()) as { snapshot: { elements: Record<string, { content: string }> } };
      return Object.values(snapshot.elements).map((e) => e.content).join('\n');
    }, { timeout: 15_000 })
    .toContain(`Примечание: см. :class-${contract}(Договор) подписывается сторонами. Также :Contra и время 10:30. :\\<img`);
});

test('in a simple document, the toolbar button cites an individual; the view links it to the term page', async ({ page, request }) => {
  const token = await adminToken(request);
  const romashka = await idOf(request, token, 'ООО «Ромашка»', 'individual');
  const created = await request.post('/api/simpleDocs', { headers: { authorization: token }, data: { name: `Заметка ${Date.now()}` } });
  const { id } = (await created.json()) as { id: string };
  await openAs(page, token, `/docs/edit/${id}`);
  await page.getByTestId('doc-editor').click();
  await page.keyboard.type('Поставщик — ');
  await page.getByTestId('tool-reference').click();
  await expect(picker(page)).toBeVisible();
  await page.keyboard.type('Ромаш');
  const pick = page.getByTestId('reference-pick').filter({ hasText: 'ООО «Ромашка»' });
  await expect(pick).toContainText('Экземпляр');
  await pick.click();
  await page.keyboard.type('поставляет товар.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const saved = await request.get(`/api/simpleDocs/${id}`, { headers: { authorization: token } });
  expect(((await saved.json()) as { content: string }).content).toMatch(REFERENCE('ontology', 'ООО «Ромашка»'));

  await page.getByTestId('doc-open-view').click();
  const link = page.getByTestId('doc-content').locator('a.doc-ref');
  await expect(link).toHaveText('ООО «Ромашка»');
  await expect(link).toHaveAttribute('href', new RegExp(`/termin/${romashka}$`));
  await screenshot(page, 'simple-doc-reference-view');
});
