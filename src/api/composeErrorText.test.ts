import { describe, expect, it } from 'vitest';
import { composeErrorText } from './composeErrorText';

const UNEXPECTED_ERROR_FALLBACK = 'Произошла непредвиденная ошибка';
import { KnownApiError, UnknownApiError } from './apiErrors';

describe('composeErrorText', () => {
  it.each<[string, string | undefined, unknown, string]>([
    ['default message and the error message', 'Не удалось сохранить', new Error('boom'), 'Не удалось сохранить\nboom'],
    ['fallback when no default', undefined, new Error('boom'), `${UNEXPECTED_ERROR_FALLBACK}\nboom`],
    ['fallback for an empty default', '', new Error('boom'), `${UNEXPECTED_ERROR_FALLBACK}\nboom`],
    ['server error equal to the message is shown once', 'Ошибка', new KnownApiError('Нет доступа', 403, 'GET x', { data: { error: 'Нет доступа' } }), 'Ошибка\nНет доступа'],
    ['data message and error both added', 'Ошибка', new KnownApiError('E1', 400, 'q', { data: { message: 'M1', error: 'E1' } }), 'Ошибка\nE1\nM1'],
    ['data message differing from error', 'Ошибка', new UnknownApiError('Bad Gateway', 502, { data: { message: 'upstream down' } }), 'Ошибка\nBad Gateway\nupstream down'],
    ['default equal to the message is not repeated', 'boom', new Error('boom'), 'boom'],
    ['lines are trimmed and blanks dropped', 'Ошибка', new Error('  '), 'Ошибка'],
    ['a thrown string', 'Ошибка', 'plain text', 'Ошибка\nplain text'],
    ['an object with message', 'Ошибка', { message: 'from object' }, 'Ошибка\nfrom object'],
    ['nothing usable', undefined, null, UNEXPECTED_ERROR_FALLBACK],
    ['non-string data fields ignored', 'Ошибка', new UnknownApiError('x', 500, { data: { message: 42, error: { a: 1 } } }), 'Ошибка\nx'],
  ])('%s', (_name, defaultMessage, error, expected) => {
    expect(composeErrorText(defaultMessage, error, UNEXPECTED_ERROR_FALLBACK)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(composeErrorText(undefined, new Error('boom'), 'Unexpected error')).toBe('Unexpected error\nboom');
  });
});
