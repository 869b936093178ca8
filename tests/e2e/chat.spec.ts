import { expect, test, type Page } from '@playwright/test';
import { createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// Two people chat in two browser contexts: a direct message with a mention, the unread dot on the
// other side, reading it, and a reply that arrives live.

const drawer = (page: Page) => page.getByTestId('chat-drawer');

async function openChat(page: Page): Promise<void> {
  await page.getByTestId('chat-button').click();
  await expect(drawer(page).getByTestId('chat-panel')).toBeVisible();
}

test('two users chat: a direct message, the unread dot, reading and a live reply', async ({ browser, page, request }) => {
  const anna = await createUser(request, { name: 'Анна Чатова' });
  const boris = await createUser(request, { name: 'Борис Чатов' });
  await openAs(page, await tokenFor(request, anna.login, anna.password), '/');
  const borisPage = await openInOwnTab(browser, await tokenFor(request, boris.login, boris.password), '/');
  try {
    await expect(page.getByTestId('chat-unread-dot')).toHaveCount(0);

    // Anna starts a direct message with Boris, picking him by login
    await openChat(page);
    await drawer(page).getByTestId('chat-new-direct').click();
    await drawer(page).getByRole('searchbox').fill(boris.login);
    await drawer(page).getByTestId('chat-user-option').filter({ hasText: 'Борис Чатов' }).click();
    await expect(drawer(page).getByTestId('chat-heading')).toHaveText('Борис Чатов');

    // she mentions him through the autocomplete: '@' and the start of his login, Enter picks him
    const composer = drawer(page).getByTestId('chat-composer');
    await composer.fill('Привет, ');
    await composer.pressSequentially(`@${boris.login.slice(0, 6)}`);
    const suggestions = drawer(page).getByTestId('chat-mention-suggestions');
    await expect(suggestions).toContainText('Борис Чатов');
    await composer.press('Enter');
    await expect(composer).toHaveValue(`Привет, @${boris.login} `);
    await composer.pressSequentially('как дела? <b>важно</b>');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const annaMessages = drawer(page).getByTestId('chat-message');
    await expect(annaMessages).toHaveCount(1);
    await expect(annaMessages.first()).toContainText(`Привет, @${boris.login} как дела? важно`);
    await expect(annaMessages.first().locator('b')).toHaveText('важно');
    await expect(annaMessages.first()).toContainText(/\d{2}:\d{2}/);

    // Boris, who has not opened the chat, sees the dot at once
    await expect(borisPage.getByTestId('chat-unread-dot')).toBeVisible();
    await screenshot(borisPage, 'chat-unread-dot');
    await openChat(borisPage);
    const channel = drawer(borisPage).getByTestId('chat-channel').filter({ hasText: 'Анна Чатова' });
    await expect(channel.getByTestId('chat-channel-unread')).toHaveText('1');
    await screenshot(borisPage, 'chat-channel-list');
    await channel.click();
    const borisMessages = drawer(borisPage).getByTestId('chat-message');
    await expect(borisMessages.first()).toContainText('как дела?');
    // the mention of him stands out
    await expect(borisMessages.first().locator('[data-mention="me"]')).toHaveText(`@${boris.login}`);
    // reading it clears the dot
    await expect(borisPage.getByTestId('chat-unread-dot')).toHaveCount(0);

    // his reply, two lines (Shift+Enter), reaches Anna's open conversation live
    const reply = drawer(borisPage).getByTestId('chat-composer');
    await reply.pressSequentially('Хорошо!');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Вторая строка');
    await reply.press('Enter');
    await expect(annaMessages).toHaveCount(2);
    await expect(annaMessages.nth(1)).toContainText('Хорошо!\nВторая строка');
    await expect(annaMessages.nth(1)).toContainText('Борис Чатов');
    // she is looking at the conversation: nothing unread for her
    await expect(page.getByTestId('chat-unread-dot')).toHaveCount(0);
    await screenshot(page, 'chat-conversation-anna');
    await screenshot(borisPage, 'chat-conversation-boris');

    // with the drawer closed, a new message is unread — and still is after a reload (counted at sign-in)
    await borisPage.getByTestId('chat-button').click();
    await expect(drawer(borisPage)).toHaveCount(0);
    await drawer(page).getByTestId('chat-composer').fill('Ещё одно');
    await drawer(page).getByTestId('chat-composer').press('Enter');
    await expect(borisPage.getByTestId('chat-unread-dot')).toBeVisible();
    await borisPage.reload();
    await expect(borisPage.getByTestId('chat-unread-dot')).toBeVisible();
  } finally {
    await borisPage.context().close();
  }
});

test('history pages back with "load earlier"', async ({ page, request }) => {
  const vera = await createUser(request, { name: 'Вера Историк' });
  const gleb = await createUser(request, { name: 'Глеб Историк' });
  const veraToken = await tokenFor(request, vera.login, vera.password);
  const dm = await request.post('/api/chat/direct', { headers: { authorization: veraToken }, data: { userId: gleb.id } });
  expect(dm.status()).toBe(200);
  const { id } = (await dm.json()) as { id: string };
  for (let i = 1; i <= 55; i++) {
    const res = await request.post(`/api/chat/channels/${id}/messages`, { headers: { authorization: veraToken }, data: { text: `сообщение ${i}` } });
    expect(res.status()).toBe(201);
  }
  await openAs(page, veraToken, '/');
  await openChat(page);
  await drawer(page).getByTestId('chat-channel').filter({ hasText: 'Глеб Историк' }).click();
  const messages = drawer(page).getByTestId('chat-message');
  await expect(messages).toHaveCount(50);
  await expect(messages.first()).toContainText('сообщение 6');
  await drawer(page).getByTestId('chat-load-earlier').click();
  await expect(messages).toHaveCount(55);
  await expect(messages.first()).toContainText('сообщение 1');
  await expect(drawer(page).getByTestId('chat-load-earlier')).toHaveCount(0);
  await screenshot(page, 'chat-history');
});

test('a named channel: its members see it arrive live, the creator manages members', async ({ browser, page, request }) => {
  const olga = await createUser(request, { name: 'Ольга Канальная' });
  const petr = await createUser(request, { name: 'Пётр Канальный' });
  const rita = await createUser(request, { name: 'Рита Канальная' });
  await openAs(page, await tokenFor(request, olga.login, olga.password), '/');
  const petrPage = await openInOwnTab(browser, await tokenFor(request, petr.login, petr.password), '/');
  try {
    await openChat(page);
    await drawer(page).getByTestId('chat-new-channel-button').click();
    const form = drawer(page).getByTestId('chat-new-channel');
    await form.getByLabel('Название канала').fill('Онтологи');
    await form.getByRole('searchbox').fill(petr.login);
    await form.getByTestId('chat-user-option').filter({ hasText: 'Пётр Канальный' }).click();
    await form.getByRole('button', { name: 'Создать' }).click();
    await expect(drawer(page).getByTestId('chat-heading')).toHaveText('Онтологи');
    await drawer(page).getByTestId('chat-composer').fill('Добро пожаловать');
    await drawer(page).getByTestId('chat-composer').press('Enter');

    // Pyotr's list learns of the channel with its first message
    await expect(petrPage.getByTestId('chat-unread-dot')).toBeVisible();
    await openChat(petrPage);
    await expect(drawer(petrPage).getByTestId('chat-channel').filter({ hasText: 'Онтологи' }).getByTestId('chat-channel-unread')).toHaveText('1');

    // Olga adds Rita; Pyotr, not the creator, may only leave
    await drawer(page).getByRole('button', { name: /Участники/ }).click();
    const members = drawer(page).getByTestId('chat-members');
    await members.getByRole('button', { name: 'Добавить участника' }).click();
    await members.getByRole('searchbox').fill(rita.login);
    await members.getByTestId('chat-user-option').click();
    await expect(members).toContainText('Рита Канальная');
    await screenshot(page, 'chat-channel-members');
    await drawer(petrPage).getByTestId('chat-channel').filter({ hasText: 'Онтологи' }).click();
    await drawer(petrPage).getByRole('button', { name: /Участники/ }).click();
    await expect(drawer(petrPage).getByRole('button', { name: /Убрать/ })).toHaveCount(0);
    await drawer(petrPage).getByRole('button', { name: 'Покинуть канал' }).click();
    await expect(drawer(petrPage).getByTestId('chat-channel').filter({ hasText: 'Онтологи' })).toHaveCount(0);
  } finally {
    await petrPage.context().close();
  }
});
