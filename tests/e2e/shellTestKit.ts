import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './e2eServer.constants';

// Shared steps of the shell's browser flows: signing in quickly through the API (the sign-in page
// itself is covered by signIn.spec.ts), users with particular flags, and the test-only controls.

export async function tokenFor(request: APIRequestContext, login: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { login, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { jwtToken: string }).jwtToken;
}

// sign-in is rate limited per login (10 a minute): the admin's token is reused while it is valid
let cachedAdminToken: string | null = null;

/** A token of the built-in admin (signed in once, again only when the kept token stopped working). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedAdminToken && (await request.get('/api/auth/check-auth', { headers: { authorization: cachedAdminToken } })).ok()) return cachedAdminToken;
  cachedAdminToken = await tokenFor(request, 'admin', E2E_ADMIN_PASSWORD);
  return cachedAdminToken;
}

let counter = 0;
/** Writes through the data API's set_data as `token`, expecting it to go through: a flow's own seed. */
export async function setData(request: APIRequestContext, token: string, data: readonly object[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

export type TestUser = { id: string; login: string; password: string };

/** The id of the role with this code (read by the admin). */
export async function roleIdOf(request: APIRequestContext, code: string): Promise<string> {
  const res = await request.get('/api/roles', { headers: { authorization: await adminToken(request) } });
  const role = ((await res.json()) as Array<{ id: string; code: string }>).find((r) => r.code === code);
  if (!role) throw new Error(`no role ${code}`);
  return role.id;
}

/**
 * A new user with the given fields (app, isAdmin, route lists…), created by the admin. `roles`: codes
 * of its global roles; without them it starts with the new-user roles (a reader).
 */
export async function createUser(request: APIRequestContext, fields: Record<string, unknown> & { roles?: string[] } = {}): Promise<TestUser> {
  const login = `e2e-${Date.now().toString(36)}-${++counter}`;
  const password = 'e2e-user-password';
  const { roles, ...rest } = fields;
  const roleIds = roles ? await Promise.all(roles.map((code) => roleIdOf(request, code))) : undefined;
  const res = await request.post('/api/users', {
    headers: { authorization: await adminToken(request) },
    data: { login, name: `Тестовый пользователь ${counter}`, password, ...rest, ...(roleIds ? { roleIds } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, login, password };
}

/** Opens `path` signed in as the user: the app takes the token from the query, as after the sign-in page. */
export async function openAs(page: Page, token: string, path = '/'): Promise<void> {
  const url = new URL(path, 'http://x');
  url.searchParams.set('jwtToken', token);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).not.toHaveURL(/jwtToken=/);
}

/** A second browser tab of its own (own storage) opened on `path` signed in with `token`; close it with `page.context().close()`. */
export async function openInOwnTab(browser: Browser, token: string, path = '/'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, token, path);
  return page;
}

/** The client error log as JSON text, read by the admin (what public/log-error has recorded). */
export async function loggedErrors(request: APIRequestContext, authorization?: string): Promise<string> {
  const res = await request.get('/api/public/log-error', { headers: { authorization: authorization ?? (await adminToken(request)) } });
  return JSON.stringify(await res.json());
}

export async function setBackendStatus(request: APIRequestContext, status: 'GREEN' | 'YELLOW' | 'RED' | null): Promise<void> {
  const res = await request.put('/api/test/backend-status', { headers: { authorization: await adminToken(request) }, data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function setReportedVersion(request: APIRequestContext, version: string | null): Promise<void> {
  const res = await request.put('/api/test/reported-version', { headers: { authorization: await adminToken(request) }, data: { version } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function setMaintenance(request: APIRequestContext, enabled: boolean, message = ''): Promise<void> {
  const res = await request.put('/api/public/maintenanceMode', { headers: { authorization: await adminToken(request) }, data: { enabled, message } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts every test-only control back (status and version not forced, maintenance off), so later flows start clean. */
export async function resetPlatformControls(request: APIRequestContext): Promise<void> {
  await setBackendStatus(request, null);
  await setReportedVersion(request, null);
  await setMaintenance(request, false);
}

/** The snackbar message with the given key (version-mismatch, limited-mode, degraded-services, maintenance…). */
export const snackbarMessage = (page: Page, key: string) => page.getByTestId('snackbar').locator(`[data-key="${key}"]`);

/** Just the text of that message (without its buttons). */
export const snackbarText = (page: Page, key: string) => snackbarMessage(page, key).locator('p');

/** Opens the main menu (the user button at the right of the top bar). */
export async function openMainMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Главное меню' }).or(page.getByRole('button', { name: 'Main menu' })).click();
  await expect(page.getByTestId('menu-logout')).toBeVisible();
}

/** A screenshot under test-results/, named for what it shows, to be looked at after the run. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}/${name}.png`, fullPage });
}

/** The platform polls the backend status every 10 s: flows waiting for a poll allow a little more. */
export const STATUS_POLL_TIMEOUT = 15_000;
