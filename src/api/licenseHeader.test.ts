import { describe, expect, it } from 'vitest';
import { decodeLicenseHeader } from './licenseHeader';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jws = (claims: unknown) => `${part({ alg: 'ES256' })}.${part(claims)}.signature`;

describe('decodeLicenseHeader', () => {
  it('reads licensee, users and expiry', () => {
    expect(decodeLicenseHeader(jws({ licensee: 'ООО «Ромашка»', maxUsers: 25, exp: 1_800_000_000 }))).toEqual({
      licensee: 'ООО «Ромашка»',
      maxUsers: 25,
      expiresAt: new Date(1_800_000_000_000).toISOString(),
    });
  });
  it.each([null, '', 'not-a-jws', `a.${part({ maxUsers: 1 })}.c`, 'a.!!!.c'])('%s → null', (header) => {
    expect(decodeLicenseHeader(header)).toBeNull();
  });
});
