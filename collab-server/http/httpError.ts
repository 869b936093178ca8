/** An error with the HTTP status and the `error` text the client is shown. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown): HttpError => new HttpError(400, message, details);
export const unauthorized = (message = 'Необходимо войти в систему'): HttpError => new HttpError(401, message);
export const forbidden = (message = 'Недостаточно прав для этого действия'): HttpError => new HttpError(403, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
