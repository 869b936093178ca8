import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor } from './shellTestKit';

const CLASS = '00000000-0000-4000-8000-000000000001'; // the meta-class Class

// Recent links (platform spec §3, §9): one entry per object however it was opened, pinned first,
// and never a link that leads nowhere — a deleted object, or a page the user may not open.

test('one entry per object, gone once the object is deleted', async ({ page, request }) => {
  const token = await adminToken(request);
  const cls = randomUUID();
  const name = `Класс для недавних ${Date.now().toString(36)}`;
  const created = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data: [{ op: 'new', class: CLASS, inst: cls, name }] } } });
  expect(created.status(), await created.text()).toBe(200);

  // the class opened from its card, then from the map: the shell records each a second after it opens
  for (const path of [`/class_list/${cls}`, `/ontomap/${cls}`]) {
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/app/recent-links') && r.request().method() === 'POST');
    await openAs(page, token, path);
    await recorded;
  }
  await page.goto('/');
  const panel = page.getByTestId('recent-links');
  await expect(panel.getByTestId('recent-link').first()).toBeVisible();
  const entries = panel.getByTestId('recent-link').filter({ hasText: name });
  await expect(entries).toHaveCount(1);
  await expect(entries.getByRole('link')).toHaveAttribute('href', `/ontomap/${cls}`);
  await screenshot(page, 'recent-links-one-entry');

  const deleted = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data: [{ op: 'del', inst: cls }] } } });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await page.reload();
  await expect(panel.getByTestId('recent-link').first()).toBeVisible();
  await expect(panel.getByTestId('recent-link').filter({ hasText: name })).toHaveCount(0);
});

test('an admin page recorded while the user was an admin is not offered once they are not', async ({ page, request }) => {
  const user = await createUser(request, { isAdmin: true });
  const userToken = await tokenFor(request, user.login, user.password);
  for (const path of ['/settings/users', '/dashboard']) {
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/app/recent-links') && r.request().method() === 'POST');
    await openAs(page, userToken, path);
    await recorded;
  }
  const demoted = await request.patch(`/api/users/${user.id}`, { headers: { authorization: await adminToken(request) }, data: { isAdmin: false } });
  expect(demoted.status(), await demoted.text()).toBe(200);
  await openAs(page, userToken, '/');
  const links = page.getByTestId('recent-links').getByTestId('recent-link');
  await expect(links.first()).toBeVisible();
  await expect(links).toHaveCount(1);
  await expect(links.first().getByRole('link')).toHaveAttribute('href', '/dashboard');
});
