import { describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import { Problem, invalid, notFound } from '../problems';
import { errorResponse, problemResponse, ServerFailure } from './problemResponse';

const fastifyError = (fields: Partial<FastifyError>): FastifyError => Object.assign(new Error(fields.message ?? 'fastify says no'), fields) as FastifyError;

describe('problemResponse', () => {
  // the status codes clients were answered before problems had kinds: they must not move
  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['tooLarge', 413],
    ['rateLimited', 429],
    ['unavailable', 503],
    ['timedOut', 504],
  ] as const)('answers %s with %i and the message alone', (kind, status) => {
    expect(problemResponse(new Problem(kind, 'Сообщение', { hidden: true }))).toEqual({ status, body: { error: 'Сообщение' } });
  });
});

describe('errorResponse', () => {
  const limit = 1024;

  it('answers a problem by its kind, a placed one with its place', () => {
    expect(errorResponse(invalid('Плохо').at('data[2]') as unknown as FastifyError, limit)).toEqual({ status: 400, body: { error: 'Плохо (data[2])' } });
    expect(errorResponse(notFound('Нет') as unknown as FastifyError, limit)).toEqual({ status: 404, body: { error: 'Нет' } });
  });

  it('tells a failure of the server in its own words only when it is meant for the client', () => {
    expect(errorResponse(new ServerFailure('Запрос потерян') as FastifyError, limit)).toEqual({ status: 500, body: { error: 'Запрос потерян' } });
    expect(errorResponse(new Error('секрет сервера') as FastifyError, limit)).toEqual({ status: 500, body: { error: 'Внутренняя ошибка сервера' } });
  });

  it.each([
    [{ code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'bad' }, 400, 'Malformed JSON: bad'],
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE' }, 413, 'Request body is larger than the limit of 1024 bytes'],
    [{ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'no such type' }, 415, 'no such type'],
    [{ code: '23505' }, 409, 'Объект с таким идентификатором уже существует'],
    [{ code: '22P05' }, 400, 'Текст содержит недопустимый символ (U+0000)'],
    [{ statusCode: 429 }, 429, 'Слишком много запросов, повторите позже'],
    [{ statusCode: 406, message: 'not acceptable' }, 406, 'not acceptable'],
    [{ statusCode: 502, message: 'upstream' }, 500, 'Внутренняя ошибка сервера'],
  ])('answers Fastify and the store by their codes: %o', (fields, status, error) => {
    expect(errorResponse(fastifyError(fields), limit)).toEqual({ status, body: { error } });
  });
});
