/** -1 as the maximum means "no limit" (platform spec §9). */
export const UNLIMITED = -1;

export function formatMax(max: number): string {
  return max === UNLIMITED ? '∞' : String(max);
}

/** "min..max" with ∞ for an unlimited maximum, as OWL editors show cardinality. */
export function formatCardinality(min: number, max: number): string {
  return `${min}..${formatMax(max)}`;
}

export type CardinalityProblem = 'minNotInteger' | 'minNegative' | 'maxNotInteger' | 'maxBelowUnlimited' | 'maxBelowMin';

/**
 * The form's own check before sending, so a person sees what is wrong while typing; the server
 * checks the same and its refusal is shown when it differs.
 */
export function cardinalityProblem(minText: string, maxText: string): CardinalityProblem | null {
  const min = Number(minText.trim() || '0');
  const max = Number(maxText.trim() || String(UNLIMITED));
  if (!Number.isInteger(min)) return 'minNotInteger';
  if (min < 0) return 'minNegative';
  if (!Number.isInteger(max)) return 'maxNotInteger';
  if (max < UNLIMITED) return 'maxBelowUnlimited';
  if (max !== UNLIMITED && max < min) return 'maxBelowMin';
  return null;
}
