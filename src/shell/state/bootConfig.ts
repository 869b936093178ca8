import { apiFetch } from '../../api/apiFetch';
import { authApi } from '../../api/auth/authApi';
import { shellSettingsSchema, type ShellSettings } from '../../../realtime/protocol/shell/settings';
import type { AuthConfig } from '../../../realtime/protocol/auth';

export type BootConfig = { auth: AuthConfig; settings: ShellSettings };

/** What the shell needs before the first guard run: how users sign in and how the installation is set up. */
export async function loadBootConfig(): Promise<BootConfig> {
  const [auth, settings] = await Promise.all([authApi.config(), apiFetch<unknown>('app/settings', { authorization: null })]);
  return { auth, settings: shellSettingsSchema.parse(settings) };
}

let started: Promise<BootConfig> | null = null;

/**
 * Asks for the boot config before the strings have arrived and the app has rendered (main.tsx), so
 * the first screen does not wait for one after the other.
 */
export function startBootConfig(): void {
  started ??= loadBootConfig();
  // a failure is the app's to show, when it takes the load
  started.catch(() => undefined);
}

/** The load started early, the first time; a fresh one after that (checking again after the limited-operation screen). */
export function takeBootConfig(): Promise<BootConfig> {
  const load = started ?? loadBootConfig();
  started = null;
  return load;
}
