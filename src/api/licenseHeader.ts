/** The installation's licence as the backend hands it over in every response (x-license: a signed JWS). */
export type LicenseInfo = { licensee: string; maxUsers: number; expiresAt: string };

const LICENSE_KEY = 'osa-license';

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the licence claims out of the header. The server verified the signature when it started
 * (a forged licence stops it), so the browser only decodes; anything malformed gives null.
 */
export function decodeLicenseHeader(header: string | null): LicenseInfo | null {
  const payload = header?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as { licensee?: unknown; maxUsers?: unknown; exp?: unknown };
    if (typeof claims.exp !== 'number' || typeof claims.maxUsers !== 'number') return null;
    return { licensee: typeof claims.licensee === 'string' ? claims.licensee : '', maxUsers: claims.maxUsers, expiresAt: new Date(claims.exp * 1000).toISOString() };
  } catch {
    return null;
  }
}

let storedHeader: string | null = null;

/** Keeps the decoded licence in local storage (the profile shows it to administrators). */
export function storeLicenseHeader(header: string | null): void {
  if (!header || header === storedHeader) return;
  const license = decodeLicenseHeader(header);
  if (!license) return;
  storedHeader = header;
  localStorage.setItem(LICENSE_KEY, JSON.stringify(license));
}

export function storedLicense(): LicenseInfo | null {
  try {
    return JSON.parse(localStorage.getItem(LICENSE_KEY) ?? 'null') as LicenseInfo | null;
  } catch {
    return null;
  }
}
