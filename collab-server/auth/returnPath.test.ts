import { describe, expect, it } from 'vitest';
import { locationAfterSignIn } from './returnPath';

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
