import { describe, expect, it } from 'vitest';
import { readApiAnswer } from './apiAnswer';
import { KnownApiError, UnknownApiError, describeQuery } from './apiErrors';

const answer = (status: number, text: string, statusText = '') => ({ status, ok: status >= 200 && status < 300, statusText, text });

describe('readApiAnswer', () => {
  it('returns parsed JSON of a good answer, null for an empty body', () => {
    expect(readApiAnswer(answer(200, '{"a":1}'), 'GET x')).toEqual({ a: 1 });
    expect(readApiAnswer(answer(204, ''), 'GET x')).toBeNull();
  });

  it.each([
    ['error field with a failed status', answer(403, '{"error":"Нет доступа"}'), 'Нет доступа', 403],
    ['error field with 200', answer(200, '{"error":"Класс не найден"}'), 'Класс не найден', 200],
  ])('%s is a known error carrying the query', (_name, raw, message, status) => {
    const error = (() => {
      try {
        readApiAnswer(raw, 'POST data {"act":"get_data"}');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(KnownApiError);
    expect(error).toMatchObject({ message, status, query: 'POST data {"act":"get_data"}', noLog: false });
  });

  it.each([
    ['not JSON', answer(502, '<html>bad gateway</html>', 'Bad Gateway'), '<html>bad gateway</html>'],
    ['failed status without error field', answer(500, '{"x":1}', 'Internal Server Error'), 'Internal Server Error'],
    ['failed status, empty body and no status text', answer(503, ''), 'HTTP 503'],
  ])('%s is an unknown error', (_name, raw, message) => {
    expect(() => readApiAnswer(raw, 'GET x', true)).toThrow(UnknownApiError);
    try {
      readApiAnswer(raw, 'GET x', true);
    } catch (e) {
      expect(e).toMatchObject({ message, noLog: true });
    }
  });
});

describe('describeQuery', () => {
  it('names method, path and a short body', () => {
    expect(describeQuery('GET', 'public/ping', undefined)).toBe('GET public/ping');
    expect(describeQuery('POST', 'data', { act: 'get_data' })).toBe('POST data {"act":"get_data"}');
    expect(describeQuery('POST', 'data', { text: 'x'.repeat(1000) }).length).toBeLessThan(530);
  });
});
