import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// A new structured document written the way a newcomer writes it: type into the first paragraph,
// «Добавить после → Текст» and type on — the words land in the new paragraph, not the one edited
// before; the same for a section's heading, a paragraph added before, a new table's first cell and
// a new list's first item, a table's new row. The formatting bar above the document acts on the element being typed
// in, and what was typed is what the server saves.

async function createDocument(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/documents', { headers: { authorization: token }, data: { kind: 'structured', name } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { id: string }).id;
}

type Stored = { rootId: string; elements: Record<string, { kind: string; title: string; content: string }>; children: Record<string, string[]> };

async function stored(request: APIRequestContext, token: string, documentId: string): Promise<Stored> {
  const res = await request.post('/api/document/fetch', { headers: { authorization: token }, data: { documentId } });
  return ((await res.json()) as { snapshot: Stored }).snapshot;
}

/** The elements' kinds and texts in document order (content for text elements, title for the rest). */
function readingOrder(s: Stored): string[] {
  const out: string[] = [];
  const walk = (id: string) => {
    const e = s.elements[id]!;
    if (id !== s.rootId) out.push(`${e.kind}:${(e.content || e.title).trim()}`);
    for (const child of s.children[id] ?? []) walk(child);
  };
  walk(s.rootId);
  return out;
}

async function addAndType(page: Page, where: 'after' | 'before' | 'inside', kind: string, text: string) {
  await page.getByTestId(`sdoc-add-${where}`).click();
  await page.getByTestId(`sdoc-add-${where}-${kind}`).click();
  // the caret is in the new element at once: a person sees it there and types
  await page.keyboard.type(text);
}

test('after «Добавить после → Текст» what is typed lands in the new paragraph, for every kind added; the toolbar formats the element typed in', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const documentId = await createDocument(request, token, `Первый час ${Date.now()}`);
  await openAs(page, token, `/structuredDocuments/edit/${documentId}`);
  await expect(page.getByTestId('sdoc-editor')).toHaveAttribute('data-synced', 'true', { timeout: 15_000 });

  // the formatting bar is there, off until an element's text is edited
  await expect(page.getByTestId('tool-bold')).toBeDisabled();
  const first = page.locator('[data-testid^="content-"][contenteditable]').first();
  await first.click();
  await page.keyboard.type('Первый абзац.');
  await expect(page.getByTestId('tool-bold')).toBeEnabled();

  await addAndType(page, 'after', 'ContentHolder', 'Второй абзац.');
  await expect(first).toHaveText('Первый абзац.');
  const second = page.locator('[data-testid^="content-"][contenteditable]').nth(1);
  await expect(second).toHaveText('Второй абзац.');
  await expect(second).toBeFocused();

  await addAndType(page, 'before', 'ContentHolder', 'Вставка перед вторым.');
  await addAndType(page, 'after', 'Section', 'Новый раздел');
  await addAndType(page, 'inside', 'ContentHolder', 'Текст раздела');
  // bold from the toolbar, on the element typed in: the word typed next is bold
  await page.getByTestId('tool-bold').click();
  await page.keyboard.type(' жирно');
  await addAndType(page, 'after', 'Table', 'Ячейка');
  // «+ строка» is an add too: the caret goes to the new row's first cell
  await page.locator('[data-testid^="table-add-row-"]').click();
  await page.keyboard.type('Вторая строка');
  await addAndType(page, 'after', 'UnorderedList', 'Пункт списка');
  await screenshot(page, 'sdoc-add-and-type');

  await expect
    .poll(async () => readingOrder(await stored(request, token, documentId)), { timeout: 15_000 })
    .toEqual([
      expect.stringMatching(/^Section:/),
      'ContentHolder:Первый абзац.',
      'ContentHolder:Вставка перед вторым.',
      // each add goes next to the element just added (it is the one selected)
      'Section:Новый раздел',
      'ContentHolder:Текст раздела **жирно**',
      'Table:',
      'TableColumn:',
      'TableRow:',
      'TableCell:Ячейка',
      'TableRow:',
      'TableCell:Вторая строка',
      'UnorderedList:',
      'ContentHolder:Пункт списка',
      'ContentHolder:Второй абзац.',
    ]);
});
