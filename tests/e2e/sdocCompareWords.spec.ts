import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// Two publications of a document compared: inside a paragraph whose text changed, the words that
// went away are marked on the older side and the words that came on the newer one — not just the
// paragraph. The versions are saved and published through the API as the editor would.

async function api(request: APIRequestContext, token: string, path: string, data: unknown): Promise<any> {
  const res = await request.post(`/api/${path}`, { headers: { authorization: token }, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

async function save(request: APIRequestContext, token: string, userId: string, documentId: string, diff: { added?: unknown[]; changed?: unknown[]; order?: Record<string, string[]> }) {
  const loaded = await api(request, token, 'document/fetch', { documentId });
  await api(request, token, 'document/save', { document: documentId, updateId: loaded.updateId, user: { id: userId, name: 'e2e', tab_session_id: 'e2e' }, diff: { added: [], removed: [], changed: [], order: {}, ...diff } });
  return loaded.snapshot as { rootId: string; children: Record<string, string[]> };
}

test('comparing two publications highlights the changed words inside a changed paragraph', async ({ page, request }) => {
  const token = await adminToken(request);
  const { id: userId } = (await (await request.get('/api/auth/check-auth', { headers: { authorization: token } })).json()) as { id: string };
  const { id: documentId } = await api(request, token, 'documents', { name: `Политика ${Date.now()}` });
  const [intro, control, same] = [randomUUID(), randomUUID(), randomUUID()];
  const paragraph = (innerId: string, content: string) => ({ innerId, kind: 'ContentHolder', title: '', content, settings: {} });
  const loaded = await api(request, token, 'document/fetch', { documentId });
  const root = loaded.snapshot.rootId as string;
  await save(request, token, userId, documentId, {
    added: [paragraph(intro, 'Введение: цели политики.'), paragraph(control, 'Контроль проводится ежемесячно отделом качества.'), paragraph(same, 'Этот абзац не меняется.')],
    order: { [root]: [...(loaded.snapshot.children[root] ?? []), intro, control, same] },
  });
  const first = await api(request, token, 'document/publications', { documentId, name: 'Версия 1' });
  await save(request, token, userId, documentId, {
    changed: [
      { innerId: intro, fields: { content: 'Введение: цели и принципы политики.' } },
      { innerId: control, fields: { content: 'Контроль проводится ежеквартально отделом качества.' } },
    ],
  });
  const second = await api(request, token, 'document/publications', { documentId, name: 'Версия 2' });

  await openAs(page, token, `/structuredDocuments/comparePublications/${documentId}/${second.id}/${first.id}`);
  const older = page.getByTestId('compare-older');
  const newer = page.getByTestId('compare-newer');
  await expect(newer.locator(`[data-element-id="${intro}"][data-diff~="changed"]`)).toBeVisible();
  // only the words that changed are marked, on their own side
  await expect(newer.locator(`[data-element-id="${intro}"] [data-testid="word-added"]`)).toHaveText(['и принципы']);
  await expect(older.locator(`[data-element-id="${intro}"] [data-testid="word-removed"]`)).toHaveCount(0);
  await expect(older.locator(`[data-element-id="${control}"] [data-testid="word-removed"]`)).toHaveText(['ежемесячно']);
  await expect(newer.locator(`[data-element-id="${control}"] [data-testid="word-added"]`)).toHaveText(['ежеквартально']);
  await expect(newer.locator(`[data-element-id="${control}"]`)).toContainText('Контроль проводится ежеквартально отделом качества.');
  await expect(page.locator(`[data-element-id="${same}"] mark`)).toHaveCount(0);
  await screenshot(page, 'sdoc-compare-words', true);
});
