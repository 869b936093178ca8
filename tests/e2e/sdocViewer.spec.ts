import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// The structured-document viewer: comments that update live for every viewer, publications and
// their comparison, and the public page. Documents are written through the document API as the
// editor would save them; everything else is clicked.

type Loaded = { updateId: string; snapshot: { rootId: string; children: Record<string, string[]> } };

async function api(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown): Promise<any> {
  const res = await request[method](`/api/${path}`, { headers: { authorization: token }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** Adds paragraphs (and changes existing ones) through document/save, with the updateId document/fetch gave. */
async function save(request: APIRequestContext, user: { id: string; token: string }, documentId: string, change: { add?: Array<{ id: string; content: string }>; edit?: Array<{ id: string; content: string }> }) {
  const loaded = (await api(request, user.token, 'post', 'document/fetch', { documentId })) as Loaded;
  const root = loaded.snapshot.rootId;
  const added = (change.add ?? []).map((p) => ({ innerId: p.id, kind: 'ContentHolder', title: '', content: p.content, settings: {} }));
  const diff = {
    added,
    removed: [],
    changed: (change.edit ?? []).map((p) => ({ innerId: p.id, fields: { content: p.content } })),
    order: added.length ? { [root]: [...(loaded.snapshot.children[root] ?? []), ...added.map((a) => a.innerId)] } : {},
  };
  await api(request, user.token, 'post', 'document/save', { document: documentId, updateId: loaded.updateId, user: { id: user.id, name: 'e2e', tab_session_id: 'e2e' }, diff });
}

async function newDocument(request: APIRequestContext, user: { id: string; token: string }, name: string, paragraphs: Array<{ id: string; content: string }>): Promise<string> {
  const header = await api(request, user.token, 'post', 'documents', { name });
  await save(request, user, header.id, { add: paragraphs });
  return header.id as string;
}

/** Selects `words` inside the element as a reader would with the mouse, and lets go of the button. */
async function selectWords(page: Page, elementId: string, words: string): Promise<void> {
  await page.evaluate(
    ([id, text]) => {
      const element = document.querySelector(`[id][data-element-id="${id}"]`)!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        return;
      }
      throw new Error(`no "${text}" in ${id}`);
    },
    [elementId, words] as const,
  );
}

const counts = (page: Page) => page.getByTestId('discussion-counts');

test('a comment on a selected range appears live for another viewer, who replies and completes it; a save shows at once', async ({ page, browser, request }) => {
  const author = await createUser(request);
  const reader = await createUser(request);
  const authorToken = await tokenFor(request, author.login, author.password);
  const readerToken = await tokenFor(request, reader.login, reader.password);
  const paragraph = randomUUID();
  const documentId = await newDocument(request, { id: author.id, token: authorToken }, 'Регламент согласования', [{ id: paragraph, content: 'Заявка согласуется руководителем отдела в течение трёх дней.' }]);

  await openAs(page, readerToken, `/structuredDocuments/view/${documentId}`);
  const authorPage = await openInOwnTab(browser, authorToken, `/structuredDocuments/view/${documentId}`);
  try {
    for (const viewer of [page, authorPage]) {
      await expect(viewer.getByTestId('sdoc-content')).toContainText('в течение трёх дней');
      await expect(counts(viewer)).toHaveAttribute('data-total', '0');
    }
    await selectWords(page, paragraph, 'трёх дней');
    await page.getByTestId('comment-selection').click();
    await page.getByTestId('new-discussion-text').fill('Почему три, а не пять <script>alert(1)</script>?');
    await page.getByTestId('new-discussion-send').click();
    await expect(page.locator('mark[data-discussion-id]')).toHaveText('трёх дней');

    // the author sees it without reloading: the hub's DISCUSSION_UPDATE, then fetchDiscussions
    const thread = authorPage.getByTestId('discussion');
    await expect(thread).toHaveCount(1, { timeout: 5000 });
    await expect(thread.getByTestId('comment-text')).toHaveText('Почему три, а не пять ?');
    await expect(authorPage.locator('mark[data-discussion-id]')).toHaveText('трёх дней');
    await expect(counts(authorPage)).toHaveAttribute('data-open', '1');
    await screenshot(authorPage, 'sdoc-viewer-comment-live');

    await thread.getByTestId('reply-text').fill('Так требует положение о закупках');
    await thread.getByTestId('reply-send').click();
    await expect(page.getByTestId('discussion').getByTestId('comment-text')).toHaveText(['Почему три, а не пять ?', 'Так требует положение о закупках'], { timeout: 5000 });

    await thread.getByTestId('discussion-complete').click();
    for (const viewer of [authorPage, page]) {
      await expect(counts(viewer)).toHaveAttribute('data-open', '0', { timeout: 5000 });
      await expect(counts(viewer)).toHaveAttribute('data-total', '1');
      await expect(viewer.getByTestId('discussion-completed')).toBeVisible();
    }
    await screenshot(page, 'sdoc-viewer-completed', true);

    // an editor's save shows in both open viewers without reloading, the comment's mark kept
    await save(request, { id: author.id, token: authorToken }, documentId, { edit: [{ id: paragraph, content: 'Заявка согласуется руководителем отдела в течение трёх дней. Срочная — за один день.' }] });
    for (const viewer of [page, authorPage]) {
      await expect(viewer.getByTestId('sdoc-content')).toContainText('Срочная — за один день', { timeout: 5000 });
      await expect(viewer.locator('mark[data-discussion-id]')).toHaveText('трёх дней');
    }
  } finally {
    await authorPage.context().close();
  }
});

test('two published versions compare side by side with added and changed elements marked', async ({ page, request }) => {
  const author = await createUser(request);
  const token = await tokenFor(request, author.login, author.password);
  const intro = randomUUID();
  const kept = randomUUID();
  const [product, mass] = [randomUUID(), randomUUID()];
  const documentId = await newDocument(request, { id: author.id, token }, 'Политика качества', [
    { id: intro, content: 'Введение: цели политики.' },
    { id: kept, content: `Каждое :class-${product}(Изделие) проверяется; :class-${product}(Изделие) без :prop-${mass}(массы) бракуется.` },
  ]);
  await openAs(page, token, `/structuredDocuments/view/${documentId}`);
  await expect(page.getByTestId('sdoc-content')).toContainText('цели политики');
  // the semantic navigation lists the terms the text refers to, by kind, with their occurrences
  await page.getByTestId('terms-tab').click();
  await expect(page.getByTestId('terms')).toContainText('Классы');
  await expect(page.getByTestId('terms').getByRole('button', { name: /Изделие/ })).toContainText('2');
  await expect(page.getByTestId('terms')).toContainText('Свойства');
  await page.getByTestId('terms').getByRole('button', { name: /Изделие/ }).click();
  await screenshot(page, 'sdoc-viewer-terms');

  await page.getByTestId('publish-open').click();
  await page.getByTestId('publication-name').fill('Версия 1');
  await page.getByTestId('publication-code').fill('v1');
  await page.getByRole('button', { name: 'Опубликовать' }).last().click();
  await expect(page.getByTestId('publication')).toHaveCount(1);

  const added = randomUUID();
  await save(request, { id: author.id, token }, documentId, { edit: [{ id: intro, content: 'Введение: цели и принципы политики.' }], add: [{ id: added, content: 'Новый раздел об аудите.' }] });
  await page.reload();
  await expect(page.getByTestId('sdoc-content')).toContainText('Новый раздел об аудите');
  await page.getByTestId('publish-open').click();
  await page.getByTestId('publication-name').fill('Версия 2');
  await page.getByRole('button', { name: 'Опубликовать' }).last().click();
  await expect(page.getByTestId('publication')).toHaveCount(2);

  // opening a publication shows it as frozen (load mode 'publication')
  await page.getByTestId('publication').filter({ hasText: 'Версия 1' }).getByRole('button').first().click();
  await expect(page.getByTestId('publication-banner')).toContainText('Версия 1');
  await expect(page.getByTestId('sdoc-content')).not.toContainText('аудите');

  for (const row of await page.getByTestId('publication').all()) await row.getByRole('checkbox').check();
  await page.getByTestId('compare-publications').click();
  await expect(page).toHaveURL(new RegExp(`/structuredDocuments/comparePublications/${documentId}/`));
  await expect(page.getByTestId('summary-added')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('summary-changed')).toHaveAttribute('data-count', '1');
  const newer = page.getByTestId('compare-newer');
  await expect(newer.locator(`[data-element-id="${added}"][data-diff~="added"]`)).toContainText('Новый раздел об аудите');
  await expect(newer.locator(`[data-element-id="${intro}"][data-diff~="changed"]`)).toContainText('содержание');
  await expect(page.getByTestId('compare-older').locator(`[data-element-id="${intro}"][data-diff~="changed"]`)).toContainText('цели политики');
  await expect(newer.locator(`[id][data-element-id="${kept}"]`)).not.toHaveAttribute('data-diff');
  await screenshot(page, 'sdoc-compare', true);
});

test('the public page shows a public publication without sign-in and "not found" for anything else', async ({ browser, request }) => {
  const author = await createUser(request);
  const token = await tokenFor(request, author.login, author.password);
  const documentId = await newDocument(request, { id: author.id, token }, 'Открытый стандарт', [{ id: randomUUID(), content: 'Текст для всех читателей.' }]);
  const hidden = await api(request, token, 'post', 'document/publications', { documentId, name: 'Черновик', isPublic: false });
  const open = await api(request, token, 'post', 'document/publications', { documentId, name: 'Стандарт 1.0', isPublic: true });

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  try {
    await page.goto(`/public/structuredDoc/${documentId}/${open.id}`);
    await expect(page.getByTestId('public-sdoc')).toContainText('Текст для всех читателей.');
    await expect(page.getByTestId('public-sdoc-header')).toContainText('Стандарт 1.0');
    const download = page.waitForEvent('download');
    await page.getByTestId('public-word').click();
    expect((await download).suggestedFilename()).toBe('Открытый стандарт.docx');
    await screenshot(page, 'sdoc-public');

    // no id: the latest public publication
    await page.goto(`/public/structuredDoc/${documentId}`);
    await expect(page.getByTestId('public-sdoc-header')).toContainText('Стандарт 1.0');

    for (const path of [`/public/structuredDoc/${documentId}/${hidden.id}`, `/public/structuredDoc/${randomUUID()}`]) {
      await page.goto(path);
      await expect(page.getByTestId('public-sdoc-not-found')).toBeVisible();
      await expect(page.getByTestId('public-sdoc')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('Черновик');
    }
    await screenshot(page, 'sdoc-public-not-found');
  } finally {
    await visitor.close();
  }
});
