import type { License } from '../context';
import { SignJWT, compactVerify, decodeJwt, exportSPKI, generateKeyPair, importJWK, importSPKI, type JWK } from 'jose';

export type { License };

export const LICENSE_ALG = 'ES256';

type LicenseClaims = { licensee?: unknown; maxUsers?: unknown; exp?: unknown };

function claimsToLicense(token: string, claims: LicenseClaims, development: boolean): License {
  if (typeof claims.maxUsers !== 'number' || claims.maxUsers < 1) throw new Error('Licence has no valid maxUsers claim');
  if (typeof claims.exp !== 'number') throw new Error('Licence has no expiry (exp) claim');
  return {
    token,
    licensee: typeof claims.licensee === 'string' ? claims.licensee : '',
    expiresAt: new Date(claims.exp * 1000),
    maxUsers: claims.maxUsers,
    development,
  };
}

async function importPublicKey(text: string) {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return importJWK(JSON.parse(trimmed) as JWK, LICENSE_ALG);
  return importSPKI(trimmed.replace(/\\n/g, '\n'), LICENSE_ALG);
}

/** Signs a licence; used by `npm run license:issue` and for the development licence. */
export async function signLicense(
  privateKey: CryptoKey,
  claims: { licensee: string; maxUsers: number; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ licensee: claims.licensee, maxUsers: claims.maxUsers })
    .setProtectedHeader({ alg: LICENSE_ALG, typ: 'license+jwt' })
    .setIssuer('ontoweave')
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(privateKey);
}

export async function generateLicenseKeys(): Promise<{ privateKey: CryptoKey; publicKeyPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair(LICENSE_ALG, { extractable: true });
  return { privateKey, publicKeyPem: await exportSPKI(publicKey) };
}

/**
 * Reads the licence from LICENSE and verifies it with LICENSE_PUBLIC_KEY. An expired licence still
 * loads (clients show the expiry notice); a forged one stops the server. Without a configured
 * licence a development licence (one year, 100 users) is signed with a throw-away key.
 */
export async function loadLicense(config: { license?: string; licensePublicKey?: string }): Promise<License> {
  if (config.license) {
    if (!config.licensePublicKey) throw new Error('LICENSE is set but LICENSE_PUBLIC_KEY is not');
    const key = await importPublicKey(config.licensePublicKey);
    try {
      await compactVerify(config.license, key);
    } catch (error) {
      throw new Error(`LICENSE signature is not valid: ${(error as Error).message}`);
    }
    return claimsToLicense(config.license, decodeJwt(config.license) as LicenseClaims, false);
  }
  const { privateKey } = await generateLicenseKeys();
  const expiresAt = new Date(Date.now() + 365 * 24 * 3600_000);
  const token = await signLicense(privateKey, { licensee: 'development', maxUsers: 100, expiresAt });
  return claimsToLicense(token, decodeJwt(token) as LicenseClaims, true);
}
