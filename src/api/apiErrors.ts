// The API error classes of platform spec §8: the server answered with an `error` field (known) or
// the call failed some other way (unknown). Both say whether they are worth logging (noLog).

type ApiErrorOptions = {
  /** Do not send this error to public/log-error (expected failures, polls, the log call itself). */
  noLog?: boolean;
  /** The parsed response body, when there was one: composeErrorText reads its `message` and `error`. */
  data?: unknown;
};

/** Any failed API call; `status` is the HTTP status, 0 when no response came. */
export class ApiError extends Error {
  readonly noLog: boolean;
  readonly data: unknown;

  constructor(
    message: string,
    readonly status: number,
    options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.noLog = options.noLog ?? false;
    this.data = options.data;
  }
}

/** The API answered with an `error` field; `query` names the request (method, path and a body summary). */
export class KnownApiError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly query: string,
    options: ApiErrorOptions = {},
  ) {
    super(message, status, options);
    this.name = 'KnownApiError';
  }
}

/** Anything else: no response, a body that is not JSON, an error status without an `error` field. */
export class UnknownApiError extends ApiError {
  constructor(message: string, status: number, options: ApiErrorOptions = {}) {
    super(message, status, options);
    this.name = 'UnknownApiError';
  }
}

const QUERY_BODY_MAX = 500;

/** 'POST data {"act":"get_data",…}': enough to find the call in the log without the whole payload. */
export function describeQuery(method: string, path: string, body: unknown): string {
  if (body === undefined) return `${method} ${path}`;
  let text: string;
  try {
    text = JSON.stringify(body) ?? String(body);
  } catch {
    text = String(body);
  }
  return `${method} ${path} ${text.length > QUERY_BODY_MAX ? `${text.slice(0, QUERY_BODY_MAX)}…` : text}`;
}
