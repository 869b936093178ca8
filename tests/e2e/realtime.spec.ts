import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, screenshot, snackbarMessage, snackbarText, tokenFor } from './shellTestKit';

// The shell on the real-time bus (platform spec §7): the owner of an import is told of each of its
// statuses for 5 s, pushed through the socket.io hub; nobody else is.

const META_CLASS = '00000000-0000-4000-8000-000000000001';

/** Resolves once the page's bus has its socket.io connection to the hub open. */
const hubSocketOpened = (page: Page) => page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/realtime/'), timeout: 20_000 });

test('the owner of an import sees its status for 5 s, pushed live; another user does not', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const user = await createUser(request);
  const opened = hubSocketOpened(page);
  await openAs(page, token, '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await opened;
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password));
  try {
    await expect(other.getByTestId('home-page')).toBeVisible();
    const cls = randomUUID();
    const created = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data: [{ op: 'new', class: META_CLASS, inst: cls, name: `Клиенты ${cls.slice(0, 8)}` }] } } });
    expect(created.status(), await created.text()).toBe(200);
    // the bus of the page connects once the first screen is idle; its socket is open by now
    const started = await request.post('/api/import', {
      headers: { authorization: token },
      multipart: {
        file: { name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from('Название\nООО Ромашка\nИП Лютик\n') },
        class: cls,
        mapping: JSON.stringify({ Название: 'name' }),
        name: 'Клиенты e2e',
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { importId } = (await started.json()) as { importId: string };
    const message = snackbarMessage(page, `import:${importId}`);
    await expect(snackbarText(page, `import:${importId}`)).toHaveText('Импорт "Клиенты e2e" завершён', { timeout: 15_000 });
    await expect(message).toHaveAttribute('data-kind', 'info');
    await screenshot(page, 'import-status-message');
    // 5000 ms, then it goes by itself
    await expect(message).toHaveCount(0, { timeout: 7_000 });
    await expect(snackbarMessage(other, `import:${importId}`)).toHaveCount(0);
  } finally {
    await other.context().close();
  }
});
