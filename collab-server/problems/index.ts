export { parseInput } from './parseInput';
export { PROBLEM_KINDS, Problem, conflict, forbidden, invalid, isCallerProblem, isProblem, notFound, rateLimited, timedOut, tooLarge, unauthenticated, unavailable, type ProblemKind } from './problem';
