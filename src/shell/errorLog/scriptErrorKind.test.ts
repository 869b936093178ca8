import { describe, expect, it } from 'vitest';
import { classifyScriptError, type ScriptErrorKind } from './scriptErrorKind';
import { KnownApiError, UnknownApiError } from '../../api/apiErrors';

describe('classifyScriptError', () => {
  it.each<[string, unknown, string | undefined, ScriptErrorKind]>([
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'x')"), undefined, 'unexpected'],
    ['a thrown string', 'oops', 'oops', 'unexpected'],
    ['an error event without an error object', null, 'Uncaught ReferenceError: x is not defined', 'unexpected'],
    ['ResizeObserver noise', null, 'ResizeObserver loop completed with undelivered notifications.', 'ignore'],
    ['ResizeObserver limit', new Error('ResizeObserver loop limit exceeded'), undefined, 'ignore'],
    ['a cancelled request', Object.assign(new Error('aborted'), { name: 'AbortError' }), undefined, 'ignore'],
    ['a known API error', new KnownApiError('Нет доступа', 403, 'GET x'), undefined, 'api'],
    ['an unknown API error', new UnknownApiError('Failed to fetch', 0), undefined, 'api'],
    ['a chunk that did not load', new TypeError('Failed to fetch dynamically imported module: http://h/assets/a.js'), undefined, 'chunk'],
  ])('%s → %s', (_name, reason, message, expected) => {
    expect(classifyScriptError(reason, message)).toBe(expected);
  });
});
