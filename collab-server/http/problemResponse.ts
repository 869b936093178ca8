import type { FastifyError } from 'fastify';
import { isProblem, type Problem, type ProblemKind } from '../problems';

/** What a client is answered when its request fails: a status code and `{ error }`, nothing more. */
export type ErrorResponse = { status: number; body: { error: string } };

// The one place a problem becomes a status code: below the edge, code speaks only of kinds.
const STATUS_OF: Record<ProblemKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
  unavailable: 503,
  timedOut: 504,
};

const INTERNAL_ERROR = 'Внутренняя ошибка сервера';

/**
 * The server itself failed, and the client is still to read why in words (a deferred data call
 * that broke or was lost): a 500 with this message, where any other failure tells nothing.
 */
export class ServerFailure extends Error {}

const answer = (status: number, error: string): ErrorResponse => ({ status, body: { error } });

export const problemResponse = (problem: Problem): ErrorResponse => answer(STATUS_OF[problem.kind], problem.message);

/**
 * Any error a request ends with: a problem by its kind, Fastify's and the store's own errors by
 * their codes, and anything unforeseen as a 500 that leaks nothing of the server's insides.
 */
export function errorResponse(error: FastifyError, bodyLimit: number): ErrorResponse {
  if (isProblem(error)) return problemResponse(error);
  if (error instanceof ServerFailure) return answer(500, error.message);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, `Malformed JSON: ${error.message}`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, `Request body is larger than the limit of ${bodyLimit} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, error.message);
    case '23505':
      // a unique key taken by a concurrent request (e.g. two calls creating the same client-chosen id)
      return answer(409, 'Объект с таким идентификатором уже существует');
    case '22021':
    case '22P05':
      // U+0000 cannot be stored in text (22021) or jsonb (22P05): the input is at fault, not the
      // server; the failed statement rolls its transaction back, so nothing is written
      return answer(400, 'Текст содержит недопустимый символ (U+0000)');
    default:
      if (error.statusCode === 429) return answer(429, 'Слишком много запросов, повторите позже');
      if (error.statusCode && error.statusCode < 500) return answer(error.statusCode, error.message);
      return answer(500, INTERNAL_ERROR);
  }
}
