import type { DmnProblem } from '../../realtime/protocol/dmn';

/**
 * A problem of a DMN model or of its evaluation (issue 17): the message is Russian and concrete, `where`
 * points at the place (decision, rules, column, expression and position) when it can. The server answers
 * it as 400 `{ error, where }` (DmnProblem).
 */
export class DmnError extends Error {
  readonly where?: DmnProblem['where'];

  constructor(message: string, where?: DmnProblem['where']) {
    super(message);
    this.name = 'DmnError';
    if (where !== undefined) this.where = where;
  }

  /** The wire form of this problem. */
  toProblem(): DmnProblem {
    return this.where === undefined ? { error: this.message } : { error: this.message, where: this.where };
  }
}
