import { describe, expect, it } from 'vitest';
import { isVersionMismatch, readPlatformHeaders } from './platformHeaders';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('readPlatformHeaders', () => {
  it.each([
    [{ 'x-powered-by': 'Ontoweave/2.6.5' }, { backendVersion: '2.6.5', maintenance: false }],
    [{ 'x-powered-by': 'Ontoweave/3.0.0-rc1', 'x-maintenance-mode': 'on' }, { backendVersion: '3.0.0-rc1', maintenance: true }],
    [{ 'x-powered-by': 'Express', 'x-maintenance-mode': 'off' }, { backendVersion: null, maintenance: false }],
    [{ 'x-maintenance-mode': 'ON ' }, { backendVersion: null, maintenance: true }],
    [{}, { backendVersion: null, maintenance: false }],
  ])('%j', (values, expected) => {
    expect(readPlatformHeaders(headers(values))).toEqual(expected);
  });
});

describe('isVersionMismatch', () => {
  it.each([
    ['2.6.5', '2.6.5', false],
    ['2.7.0', '2.6.5', true],
    [null, '2.6.5', false],
  ] as const)('backend %s, frontend %s → %s', (backend, frontend, expected) => {
    expect(isVersionMismatch(backend, frontend)).toBe(expected);
  });
});
