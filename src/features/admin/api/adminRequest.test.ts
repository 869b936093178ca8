import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KnownApiError, UnknownApiError } from '../../../api/apiErrors';
import { serverErrorText } from './adminRequest';

describe('serverErrorText', () => {
  it("the server's error", () => expect(serverErrorText(new KnownApiError('Роль с таким кодом уже есть', 400, 'POST roles'))).toBe('Роль с таким кодом уже есть'));
  it.each([
    ['no connection', new UnknownApiError('Failed to fetch', 0)],
    ['an error page', new UnknownApiError('<html>Bad Gateway</html>', 502)],
    ["the browser's own error", new TypeError('Failed to fetch')],
    ['an answer of another shape', z.object({ id: z.string() }).safeParse({}).error],
  ])('%s: the screen says it in its own words', (_name, error) => expect(serverErrorText(error)).toBeNull());
});
