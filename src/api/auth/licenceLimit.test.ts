import { describe, expect, it } from 'vitest';
import { isLicenceLimitError } from './licenceLimit';
import { KnownApiError, UnknownApiError } from '../apiErrors';

const SERVER_TEXT = 'Превышено количество лицензированных пользователей. Обратитесь в службу поддержки.';

describe('isLicenceLimitError', () => {
  it.each([
    ['the sign-in 403 with the server text', new KnownApiError(SERVER_TEXT, 403, 'POST auth/login'), true],
    ['another 403', new KnownApiError('Нет доступа', 403, 'GET x'), false],
    ['the text with another status', new UnknownApiError(SERVER_TEXT, 500), false],
    ['not an API error', new Error(SERVER_TEXT), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isLicenceLimitError(error)).toBe(expected);
  });
});
