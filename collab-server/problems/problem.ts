/**
 * What went wrong, in the domain's words: commands, repositories, jobs and the relay raise these,
 * and only the HTTP edge (http/problemResponse.ts) decides which status code and body each kind
 * becomes. Nothing below the edge knows about HTTP.
 */
export const PROBLEM_KINDS = [
  /** The input is malformed or breaks a rule (a refused save, a wrong value). */
  'invalid',
  /** Nobody is signed in, or the session has ended. */
  'unauthenticated',
  /** Signed in, but not allowed to do this to this object. */
  'forbidden',
  /** The object does not exist (or, for this caller, must look as if it did not). */
  'notFound',
  /** The object changed meanwhile, or the name is taken. */
  'conflict',
  /** The input is larger than allowed. */
  'tooLarge',
  /** Too many attempts in a short time. */
  'rateLimited',
  /** The work was stopped or cannot be done now (a stopped job, a store going down). */
  'unavailable',
  /** The work took longer than it may. */
  'timedOut',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
    /** What the caller may need beside the message (the issues of a refused input, the current version of a changed object). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'Problem';
  }

  /** The same problem, its message followed by where it happened (e.g. `data[3]`). */
  at(where: string): Problem {
    return new Problem(this.kind, `${this.message} (${where})`, this.details);
  }
}

export const isProblem = (error: unknown, kind?: ProblemKind): error is Problem => error instanceof Problem && (kind === undefined || error.kind === kind);

/** A problem the caller caused (anything but the service being unable to work): worth telling them, not worth an alarm. */
export const isCallerProblem = (error: unknown): error is Problem => isProblem(error) && error.kind !== 'unavailable' && error.kind !== 'timedOut';

export const invalid = (message: string, details?: unknown): Problem => new Problem('invalid', message, details);
export const unauthenticated = (message = 'Необходимо войти в систему'): Problem => new Problem('unauthenticated', message);
export const forbidden = (message = 'Недостаточно прав для этого действия'): Problem => new Problem('forbidden', message);
export const notFound = (message: string): Problem => new Problem('notFound', message);
export const conflict = (message: string, details?: unknown): Problem => new Problem('conflict', message, details);
export const tooLarge = (message: string): Problem => new Problem('tooLarge', message);
export const rateLimited = (message: string): Problem => new Problem('rateLimited', message);
export const unavailable = (message: string): Problem => new Problem('unavailable', message);
export const timedOut = (message: string): Problem => new Problem('timedOut', message);
