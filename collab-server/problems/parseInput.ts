import type { z } from 'zod';
import { invalid } from './problem';

/** Validates input with its protocol schema; the problem names every field that is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw invalid(`Invalid ${what}: ${problems.join('; ')}`, result.error.issues);
}
