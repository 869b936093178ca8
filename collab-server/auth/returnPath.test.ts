import { describe, expect, it } from 'vitest';
import { locationAfterSignIn, signInPageLocation, silentDoneLocation } from './returnPath';

describe('locationAfterSignIn', () => {
  it.each([
    ['/', '/', 'T', '/?ssoToken=T'],
    ['/', '/ontology/classes', 'T', '/ontology/classes?ssoToken=T'],
    ['/app/', '/ontology', 'T', '/app/ontology?ssoToken=T'],
    ['/app/', '/search?q=a%20b&x=1', 'T', '/app/search?q=a+b&x=1&ssoToken=T'],
    ['/', '/doc#section-2', 'T', '/doc?ssoToken=T#section-2'],
    ['/', '/a?ssoToken=old', 'new', '/a?ssoToken=new'],
    ['/app/', '//evil.example/x', 'T', '/app/?ssoToken=T'],
    ['/', 'https://evil.example/', 'T', '/?ssoToken=T'],
  ])('base %s, return %s → %s', (basePath, returnTo, token, expected) => {
    expect(locationAfterSignIn(basePath, returnTo, token)).toBe(expected);
  });
});

describe('signInPageLocation', () => {
  it.each([
    ['/', '/', undefined, '/sso/login?return=%2F'],
    ['/kb/', '/ontology?tab=2', 'license_limit', '/kb/sso/login?return=%2Fontology%3Ftab%3D2&error=license_limit'],
    ['/', '//evil.example/', 'oidc_failed', '/sso/login?return=%2F&error=oidc_failed'],
  ] as const)('base %s, return %s, error %s → %s', (basePath, returnTo, error, expected) => {
    expect(signInPageLocation(basePath, returnTo, error)).toBe(expected);
  });
});

describe('silentDoneLocation', () => {
  it.each([
    ['/', { ssoToken: 'T' }, '/api/auth/oidc/silent-done?ssoToken=T'],
    ['/app/', { ssoToken: 'a+b/c=' }, '/app/api/auth/oidc/silent-done?ssoToken=a%2Bb%2Fc%3D'],
    ['/app/', { error: 'oidc_unavailable' as const }, '/app/api/auth/oidc/silent-done?error=oidc_unavailable'],
  ])('base %s, %j → %s', (basePath, outcome, expected) => {
    expect(silentDoneLocation(basePath, outcome)).toBe(expected);
  });
});
