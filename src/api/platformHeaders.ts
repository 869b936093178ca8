import i18next from 'i18next';
import { FRONTEND_VERSION, shellState } from '../state/shellState';
import { storeLicenseHeader } from './licenseHeader';
import { showMessage, PERSISTENT } from '../state/messageStore';

export const VERSION_MISMATCH_KEY = 'version-mismatch';
const POWERED_BY = /^Ontoweave\/(\S+)$/;

export type PlatformHeaders = { backendVersion: string | null; maintenance: boolean };

/** What every API response says about the platform: the backend version and the maintenance marker. */
export function readPlatformHeaders(header: (name: string) => string | null): PlatformHeaders {
  const version = POWERED_BY.exec(header('x-powered-by')?.trim() ?? '');
  return {
    backendVersion: version?.[1] ?? null,
    maintenance: header('x-maintenance-mode')?.trim().toLowerCase() === 'on',
  };
}

export function isVersionMismatch(backendVersion: string | null, frontendVersion: string = FRONTEND_VERSION): boolean {
  return backendVersion !== null && backendVersion !== frontendVersion;
}

// one notice per backend version: closing it must not bring it back with the next response
let noticedVersion: string | null = null;

/**
 * Keeps shellState in step with a response's headers. The marker only switches maintenance on:
 * the maintenance watcher's poll of public/maintenanceMode says when it is over and with what
 * announcement.
 */
export function applyPlatformHeaders(headers: Headers): void {
  const read = readPlatformHeaders((name) => headers.get(name));
  if (read.backendVersion && shellState.backendVersion !== read.backendVersion) shellState.backendVersion = read.backendVersion;
  if (isVersionMismatch(read.backendVersion) && noticedVersion !== read.backendVersion) {
    noticedVersion = read.backendVersion;
    showMessage({ text: i18next.t('platform.version.mismatch'), kind: 'info', timeout: PERSISTENT, refresh: true, key: VERSION_MISMATCH_KEY });
  }
  if (read.maintenance && !shellState.maintenance.enabled) shellState.maintenance.enabled = true;
  storeLicenseHeader(headers.get('x-license'));
}
