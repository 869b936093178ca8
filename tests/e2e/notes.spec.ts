import { expect, test } from '@playwright/test';
import { createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// The personal notepad on the profile page: one user, two browser tabs with storage of their own
// (so nothing passes between them but the relay), typing at once.

test('one user types in the notepad from two tabs; both see the merged text, and it survives a reload', async ({ page, browser, request }) => {
  const user = await createUser(request);
  const token = await tokenFor(request, user.login, user.password);
  await openAs(page, token, '/user_profile');
  const other = await openInOwnTab(browser, token, '/user_profile');
  try {
    const first = page.getByTestId('notes-text');
    const second = other.getByTestId('notes-text');
    await expect(page.getByTestId('profile-notes')).toContainText('Заметки');
    for (const [tab, pad] of [[page, first], [other, second]] as const) {
      await expect(tab.getByTestId('notes-status')).toHaveAttribute('data-status', 'connected');
      await expect(pad).not.toHaveAttribute('readonly');
    }
    // the two tabs see each other through presence
    await expect(page.getByTestId('notes-others')).toHaveText('Открыто ещё в 1 вкладке');

    await first.click();
    await first.pressSequentially('Купить молоко.\n', { delay: 20 });
    await expect(second).toHaveValue('Купить молоко.\n');
    // then both at once, at either end of the text: each edit lands where it was made
    await second.click();
    await second.press('ControlOrMeta+End');
    await first.press('ControlOrMeta+Home');
    await Promise.all([first.pressSequentially('Важно: ', { delay: 40 }), second.pressSequentially('Позвонить Ане.', { delay: 40 })]);
    const merged = 'Важно: Купить молоко.\nПозвонить Ане.';
    await expect(first).toHaveValue(merged);
    await expect(second).toHaveValue(merged);
    // the caret stayed where its tab was typing
    expect(await first.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe('Важно: '.length);
    await screenshot(page, 'notes-two-tabs');

    await page.reload();
    await expect(page.getByTestId('notes-text')).toHaveValue(merged);
    await expect(page.getByTestId('notes-status')).toHaveAttribute('data-status', 'connected');
    await screenshot(page, 'notes-after-reload');
  } finally {
    await other.context().close();
  }
});

test("the notepad is private: another user has their own, and the relay refuses them the owner's", async ({ page, browser, request }) => {
  const owner = await createUser(request);
  const stranger = await createUser(request);
  await openAs(page, await tokenFor(request, owner.login, owner.password), '/user_profile');
  await expect(page.getByTestId('notes-status')).toHaveAttribute('data-status', 'connected');
  await page.getByTestId('notes-text').fill('секрет владельца');

  const strangerToken = await tokenFor(request, stranger.login, stranger.password);
  const theirs = await openInOwnTab(browser, strangerToken, '/user_profile');
  try {
    await expect(theirs.getByTestId('notes-status')).toHaveAttribute('data-status', 'connected');
    await expect(theirs.getByTestId('notes-text')).toHaveValue('');
  } finally {
    await theirs.context().close();
  }
  // the owner's document, asked for with the stranger's token: refused before any WebSocket opens
  const res = await request.get(`/collab/notes:${owner.id}?token=${strangerToken}`, {
    headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
  });
  expect(res.status()).toBe(403);
});
