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
