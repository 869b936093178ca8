import { timedOut } from '../../problems';

/**
 * The work's result, or a timedOut problem with `message` once `ms` have passed. The work is not cancelled (a
 * query cannot be pulled back); its late result is dropped and its failure swallowed.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut(message)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
