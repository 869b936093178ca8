import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser, openAs, screenshot, tokenFor } from './shellTestKit';

// The platform search: a structured document is found by a word of its text in another form,
// highlighted, and opened from the result; quick launch shows the same match under «Найдено в тексте».

async function api(request: APIRequestContext, token: string, path: string, data: unknown): Promise<any> {
  const res = await request.post(`/api/${path}`, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A structured document with one paragraph, saved through document/save as the editor saves it. */
async function newDocument(request: APIRequestContext, user: { id: string; token: string }, name: string, content: string): Promise<string> {
  const header = await api(request, user.token, 'documents', { name });
  const loaded = await api(request, user.token, 'document/fetch', { documentId: header.id });
  const root = loaded.snapshot.rootId as string;
  const paragraph = randomUUID();
  const diff = { added: [{ innerId: paragraph, kind: 'ContentHolder', title: '', content, settings: {} }], removed: [], changed: [], order: { [root]: [...(loaded.snapshot.children[root] ?? []), paragraph] } };
  await api(request, user.token, 'document/save', { document: header.id, updateId: loaded.updateId, user: { id: user.id, name: 'e2e', tab_session_id: 'e2e' }, diff });
  return header.id as string;
}

test('a structured document is found by a word of its text in another form and opened from the results', async ({ page, request }) => {
  const author = await createUser(request);
  const token = await tokenFor(request, author.login, author.password);
  // a number only this run writes keeps the shared store's other documents out of the answer
  const code = String(Date.now() % 1_000_000_000);
  const name = `Полярная фауна ${code}`;
  const documentId = await newDocument(request, { id: author.id, token }, name, `Императорские пингвины ныряют на глубину до пятисот метров. Отчёт ${code}.`);

  await openAs(page, token, '/search');
  const box = page.getByTestId('search-input');
  await expect(box).toBeFocused();
  await box.fill(`пингвин ${code}`);
  const result = page.getByTestId('search-result').filter({ hasText: name });
  await expect(result).toHaveCount(1);
  // the address keeps the query: the search can be shared and gone back to
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(`пингвин ${code}`).replace(/%20/g, '(\\+|%20)')}`));
  await expect(result.locator('mark').first()).toHaveText('пингвины');
  await expect(result).toContainText('Структурированный документ');
  await expect(page.getByTestId('search-facet').filter({ hasText: 'Структурированные документы' })).toContainText('1');
  await screenshot(page, 'fullTextSearch-results');

  // keyboard: from the box down to the result, Enter opens it
  await box.press('ArrowDown');
  await expect(result.getByRole('link', { name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/structuredDocuments/view/${documentId}$`));
  await expect(page.getByText('Императорские пингвины ныряют')).toBeVisible();

  // Back returns to the results, the query still in the box
  await page.goBack();
  await expect(page.getByTestId('search-input')).toHaveValue(`пингвин ${code}`);
  await expect(page.getByTestId('search-result').filter({ hasText: name })).toHaveCount(1);

  // quick launch lists the same document under the matches in text, passage and all
  await page.keyboard.press('Control+o');
  await page.getByTestId('quick-launch-input').fill(`ныряют ${code}`);
  const launched = page.getByTestId('quick-launch-result').filter({ hasText: name });
  await expect(launched).toHaveCount(1);
  await expect(launched.getByTestId('quick-launch-snippet').locator('mark').first()).toHaveText('ныряют');
  await expect(page.getByText('Найдено в тексте')).toBeVisible();
  await screenshot(page, 'fullTextSearch-quickLaunch');
  await launched.click();
  await expect(page).toHaveURL(new RegExp(`/structuredDocuments/view/${documentId}$`));
});

test('a reference in a found passage reads as its display name, not as its kind and id', async ({ page, request }) => {
  const author = await createUser(request);
  const token = await tokenFor(request, author.login, author.password);
  const code = String(Date.now() % 1_000_000_000);
  const pizza = randomUUID();
  await newDocument(request, { id: author.id, token }, `Меню ${code}`, `Пиццерия ${code} печёт :class-${pizza}(Margherita) в дровяной печи.`);

  await openAs(page, token, `/search?q=${encodeURIComponent(`пиццерия ${code}`)}`);
  const result = page.getByTestId('search-result').filter({ hasText: `Меню ${code}` });
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('печёт Margherita в дровяной печи');
  await expect(result).not.toContainText(':class-');
  await expect(result).not.toContainText(pizza.slice(0, 8));
  await screenshot(page, 'fullTextSearch-reference');
});

test('the FAQ search keeps to help content and says how to search', async ({ page, request }) => {
  const author = await createUser(request);
  const token = await tokenFor(request, author.login, author.password);
  const code = String(Date.now() % 1_000_000_000);
  await newDocument(request, { id: author.id, token }, `Черновик ${code}`, `Согласование заявок ${code} описано здесь.`);

  await openAs(page, token, `/osa-search-faq?q=${encodeURIComponent(`согласование ${code}`)}`);
  await expect(page.getByTestId('search-tips')).toContainText('Как искать');
  // a document no manual opens is not help content
  await expect(page.getByTestId('search-summary')).toContainText('Ничего не найдено');
  await screenshot(page, 'fullTextSearch-faq');
  await page.getByRole('link', { name: 'Искать везде' }).click();
  await expect(page).toHaveURL(/\/osa-search\?q=/);
  await expect(page.getByTestId('search-result').filter({ hasText: `Черновик ${code}` })).toHaveCount(1);
});
