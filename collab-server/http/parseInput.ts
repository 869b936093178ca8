import type { z } from 'zod';
import { badRequest } from './httpError';

/** Validates input with its protocol schema; the 400 names every field that is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw badRequest(`Invalid ${what}: ${problems.join('; ')}`, result.error.issues);
}
