/**
 * The walk through the facts: the instances visited, in order, and where the user stands. The URL
 * says which instance is shown; the walk follows it (a link, the browser's back button) and offers
 * its own back, forward and breadcrumb. Pure: the page keeps it in state and session storage.
 */
export type WalkStep = { id: string; caption: string };
export type Walk = { steps: WalkStep[]; at: number };

/** Longer walks drop their oldest steps. */
export const WALK_MAX_STEPS = 30;

export const EMPTY_WALK: Walk = { steps: [], at: -1 };

export const currentStep = (walk: Walk): WalkStep | null => walk.steps[walk.at] ?? null;
export const canGoBack = (walk: Walk): boolean => walk.at > 0;
export const canGoForward = (walk: Walk): boolean => walk.at >= 0 && walk.at < walk.steps.length - 1;

/**
 * The walk once `id` is shown: the same step (its caption refreshed), one step back or forward when
 * that is where the user went, else a new step after the current one (what lay ahead is dropped).
 */
export function walkTo(walk: Walk, step: WalkStep): Walk {
  const here = currentStep(walk);
  if (here?.id === step.id) return { steps: walk.steps.map((s, i) => (i === walk.at ? step : s)), at: walk.at };
  if (walk.steps[walk.at - 1]?.id === step.id) return { ...walk, at: walk.at - 1 };
  if (walk.steps[walk.at + 1]?.id === step.id) return { ...walk, at: walk.at + 1 };
  const steps = [...walk.steps.slice(0, walk.at + 1), step].slice(-WALK_MAX_STEPS);
  return { steps, at: steps.length - 1 };
}

/** Stands on step `index` (a breadcrumb click); out of range changes nothing. */
export function jumpTo(walk: Walk, index: number): Walk {
  return index >= 0 && index < walk.steps.length ? { ...walk, at: index } : walk;
}

/** A walk read back from storage: anything malformed is an empty walk. */
export function parseWalk(text: string | null): Walk {
  if (!text) return EMPTY_WALK;
  try {
    const raw = JSON.parse(text) as { steps?: unknown; at?: unknown };
    const steps = Array.isArray(raw.steps)
      ? raw.steps.filter((s): s is WalkStep => typeof s === 'object' && s !== null && typeof (s as WalkStep).id === 'string' && typeof (s as WalkStep).caption === 'string')
      : [];
    const at = typeof raw.at === 'number' && Number.isInteger(raw.at) ? raw.at : steps.length - 1;
    return steps.length === 0 ? EMPTY_WALK : { steps, at: Math.min(Math.max(at, 0), steps.length - 1) };
  } catch {
    return EMPTY_WALK;
  }
}
