import { describe, expect, it } from 'vitest';
import { isSameSitePath, passwordProblem } from './auth';

describe('isSameSitePath', () => {
  it.each([
    ['/', true],
    ['/ontology/classes?x=1#top', true],
    ['/путь/к/странице', true],
    ['', false],
    ['ontology', false],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['/a\\b', false],
    ['https://evil.example/', false],
    ['/a\nb', false],
    ['/a\u0000b', false],
    [`/${'a'.repeat(2000)}`, false],
  ])('%j → %s', (path, expected) => {
    expect(isSameSitePath(path)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['correct horse', null],
    ['12345678', null],
    ['пароль12', null],
    ['', 'Пароль должен содержать не менее 8 символов'],
    ['1234567', 'Пароль должен содержать не менее 8 символов'],
    ['        ', 'Пароль не может состоять только из пробелов'],
    ['\t\t\t\t\t\t\t\t', 'Пароль не может состоять только из пробелов'],
    ['x'.repeat(1025), 'Пароль должен содержать не более 1024 символов'],
  ])('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});
