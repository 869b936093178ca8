import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// Two people in one structured document, each in a browser context of their own (nothing passes
// between them but the relay): they type into the same element and see each other; one goes
// offline, keeps typing, comes back, and nothing is lost — and the server saves the result.

async function createDocument(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/documents', { headers: { authorization: token }, data: { kind: 'structured', name } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { id: string }).id;
}

/** The stored content of every element, as the server returns it (what a reload would show). */
async function storedContent(request: APIRequestContext, token: string, documentId: string): Promise<string> {
  const res = await request.post('/api/document/fetch', { headers: { authorization: token }, data: { documentId } });
  if (!res.ok()) return '';
  const body = (await res.json()) as { snapshot: { elements: Record<string, { content: string }> } };
  return Object.values(body.snapshot.elements)
    .map((e) => e.content)
    .join('\n');
}

const editorOf = (page: Page) => page.locator('[data-testid^="content-"][contenteditable]').first();

/** The text typed in an editor, without the others' caret labels drawn inside it. */
const typedText = (editor: Locator) => () =>
  editor.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.collaboration-carets__caret').forEach((caret) => caret.remove());
    return copy.textContent ?? '';
  });

async function openEditor(page: Page) {
  await expect(page.getByTestId('sdoc-connection')).toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
  await expect(page.getByTestId('sdoc-editor')).toHaveAttribute('data-synced', 'true');
}

/** Two editors of one new document with one paragraph element in it, both connected. */
async function twoEditors(page: Page, browser: Browser, request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const documentId = await createDocument(request, token, name);
  const boris = await createUser(request, { name: 'Борис Редакторов', isAdmin: true });
  await openAs(page, token, `/structuredDocuments/edit/${documentId}`);
  await openEditor(page);
  // a paragraph, added through the tree
  await page.getByTestId('sdoc-add-inside').click();
  await page.getByTestId('sdoc-add-inside-ContentHolder').click();
  await expect(editorOf(page)).toBeVisible();
  const other = await openInOwnTab(browser, await tokenFor(request, boris.login, boris.password), `/structuredDocuments/edit/${documentId}`);
  await openEditor(other);
  await expect(editorOf(other)).toBeVisible();
  return { token, documentId, other };
}

test('two people type into the same element: both see the merged text at once, and each other; a row dragged in the tree moves for both', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { other } = await twoEditors(page, browser, request, `Совместный ${Date.now()}`);
  try {
    const mine = editorOf(page);
    const theirs = editorOf(other);
    await mine.click();
    await mine.pressSequentially('Черновик.', { delay: 15 });
    await expect.poll(typedText(theirs), { timeout: 1_000 }).toBe('Черновик.');

    // both at once, at either end of the paragraph
    await theirs.click();
    await theirs.press('End');
    await mine.press('Home');
    await Promise.all([mine.pressSequentially('Анна: ', { delay: 30 }), theirs.pressSequentially(' Борис добавил.', { delay: 30 })]);
    const merged = 'Анна: Черновик. Борис добавил.';
    await expect.poll(typedText(mine), { timeout: 1_000 }).toBe(merged);
    await expect.poll(typedText(theirs), { timeout: 1_000 }).toBe(merged);

    // presence: each sees the other's avatar and the element they are in, and their caret
    await expect(page.getByTestId('sdoc-presence-user')).toHaveAttribute('data-name', 'Борис Редакторов');
    await expect(page.locator('[data-testid^="presence-in-"]')).toContainText('Борис Редакторов');
    await expect(page.locator('.collaboration-carets__label')).toHaveText('Борис Редакторов');
    await expect(other.getByTestId('sdoc-presence-user')).toHaveCount(1);
    await screenshot(page, 'sdoc-collab-two-editors');
    await screenshot(other, 'sdoc-collab-two-editors-other');

    // the tree names the untitled paragraph by its text; dragged out of its section onto the
    // document's row, it moves there (to the end) for both
    const paragraphRow = (p: Page) => p.getByRole('treeitem').filter({ hasText: merged });
    await expect(paragraphRow(other).getByTestId('tree-row-caption')).toHaveText(merged);
    await expect(paragraphRow(page)).toHaveAttribute('aria-level', '3');
    await paragraphRow(page).dragTo(page.locator('[role="treeitem"][data-kind="StructuredDocument"]'));
    for (const p of [page, other]) await expect(paragraphRow(p)).toHaveAttribute('aria-level', '2');
  } finally {
    await other.context().close();
  }
});

/** Records every value an element's attribute takes from now on (the element found by its test id, even if drawn anew). */
async function recordStates(page: Page, testId: string, attribute: string): Promise<() => Promise<string[]>> {
  await page.evaluate(
    ([id, name]) => {
      const seen: string[] = [];
      const look = () => {
        const value = document.querySelector(`[data-testid="${id}"]`)?.getAttribute(name!) ?? '';
        if (seen.at(-1) !== value) seen.push(value);
      };
      look();
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: [name!] });
      (window as unknown as { recordedStates: string[] }).recordedStates = seen;
    },
    [testId, attribute],
  );
  return () => page.evaluate(() => [...(window as unknown as { recordedStates: string[] }).recordedStates]);
}

test('one goes offline and keeps typing; back online, both converge with nothing lost, and it is saved', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { token, documentId, other } = await twoEditors(page, browser, request, `Офлайн ${Date.now()}`);
  try {
    const mine = editorOf(page);
    const theirs = editorOf(other);
    await mine.click();
    await mine.pressSequentially('Общее начало.', { delay: 15 });
    await expect.poll(typedText(theirs), { timeout: 2_000 }).toBe('Общее начало.');

    await theirs.click();
    await theirs.press('End');
    await other.context().setOffline(true);
    await other.keyboard.insertText(' Правка без связи.');
    // the save state shows the unsaved edit: it may be saved again before a look finds it (a busy
    // machine types slowly), so every state it takes is recorded from before the typing
    const saveStates = await recordStates(page, 'sdoc-save-state', 'data-state');
    await mine.press('Home');
    await mine.pressSequentially('Онлайн: ', { delay: 15 });
    await expect.poll(saveStates).toContain('ToBeSaved');
    // the offline editor knows it is offline, stays on its page (the shell warns instead of leaving
    // for the limited-operation screen) and keeps taking edits
    await expect(other.getByTestId('sdoc-connection')).not.toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
    await expect(other.getByTestId('sdoc-editor')).toBeVisible();
    await screenshot(other, 'sdoc-collab-offline');
    // nothing of the offline edit has reached the other side
    await expect.poll(typedText(mine)).toBe('Онлайн: Общее начало.');

    await other.context().setOffline(false);
    // back online: the same editor reconnects by itself and sends what was typed meanwhile
    await expect(other.getByTestId('sdoc-connection')).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    const merged = 'Онлайн: Общее начало. Правка без связи.';
    await expect.poll(typedText(mine), { timeout: 5_000 }).toBe(merged);
    await expect.poll(typedText(editorOf(other)), { timeout: 5_000 }).toBe(merged);

    // the server saves the live document; both see it saved and a fresh load shows it
    await expect(page.getByTestId('sdoc-save-state')).toHaveAttribute('data-state', 'SuccessfullySaved', { timeout: 20_000 });
    await expect(page.getByTestId('sdoc-save-state')).toHaveText('Все изменения сохранены');
    await expect.poll(() => storedContent(request, token, documentId), { timeout: 20_000 }).toContain(merged);
    await screenshot(page, 'sdoc-collab-merged-saved');
  } finally {
    await other.context().close();
  }
  await page.reload();
  await openEditor(page);
  // the departed editor's caret may linger until the relay's heartbeat drops its socket: text only
  await expect.poll(typedText(editorOf(page))).toBe('Онлайн: Общее начало. Правка без связи.');
});

test('the author gives a colleague the content editor right; the colleague edits text, not sections', async ({ page, browser, request }) => {
  const token = await adminToken(request);
  const documentId = await createDocument(request, token, `Доступ ${Date.now()}`);
  const olga = await createUser(request, { name: 'Ольга Текстова' });
  await openAs(page, token, `/structuredDocuments/edit/${documentId}`);
  await openEditor(page);
  await page.getByTestId('sdoc-access').click();
  const dialog = page.getByTestId('sdoc-access-dialog');
  await expect(dialog.getByTestId('sdoc-access-empty')).toBeVisible();
  await dialog.getByTestId('sdoc-access-login').fill(olga.login);
  await dialog.getByTestId('sdoc-access-role').selectOption('contentEditor');
  await dialog.getByTestId('sdoc-access-add').click();
  await expect(dialog.getByTestId('sdoc-access-row')).toContainText('Ольга Текстова');
  await expect(dialog.getByTestId('sdoc-access-row')).toContainText('Редактор текста');
  await screenshot(page, 'sdoc-access-dialog');
  await dialog.getByTestId('sdoc-access-close').click();

  const other = await openInOwnTab(browser, await tokenFor(request, olga.login, olga.password), `/structuredDocuments/edit/${documentId}`);
  try {
    await openEditor(other);
    await expect(other.getByTestId('sdoc-access')).toHaveCount(0);
    // the section: selected, it may be neither deleted nor moved, and no section is offered to add
    await other.locator('[role="treeitem"][data-kind="Section"]').click();
    await expect(other.getByTestId('sdoc-delete-element')).toBeDisabled();
    await other.getByTestId('sdoc-add-inside').click();
    await expect(other.getByTestId('sdoc-add-inside-ContentHolder')).toBeVisible();
    await expect(other.getByTestId('sdoc-add-inside-Section')).toHaveCount(0);
    await other.getByTestId('sdoc-add-inside-ContentHolder').click();
    const editor = editorOf(other);
    await editor.click();
    await editor.pressSequentially('Текст Ольги.', { delay: 10 });
    await expect.poll(() => storedContent(request, token, documentId), { timeout: 15_000 }).toContain('Текст Ольги.');
    await screenshot(other, 'sdoc-content-editor');
  } finally {
    await other.context().close();
  }
});
