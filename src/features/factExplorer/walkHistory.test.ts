import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, currentStep, EMPTY_WALK, jumpTo, parseWalk, WALK_MAX_STEPS, walkTo, type Walk } from './walkHistory';

const step = (id: string) => ({ id, caption: id.toUpperCase() });
const walkOf = (...ids: string[]): Walk => ids.reduce((walk, id) => walkTo(walk, step(id)), EMPTY_WALK);

describe('the walk through the facts', () => {
  it('adds each new instance after the current one', () => {
    const walk = walkOf('a', 'b', 'c');
    expect(walk.steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(currentStep(walk)?.id).toBe('c');
    expect(canGoBack(walk)).toBe(true);
    expect(canGoForward(walk)).toBe(false);
  });

  it.each([
    ['the previous instance is a step back', ['a', 'b', 'c', 'b'], ['a', 'b', 'c'], 1],
    ['then the next one is a step forward', ['a', 'b', 'c', 'b', 'c'], ['a', 'b', 'c'], 2],
    ['a new one after going back drops what lay ahead', ['a', 'b', 'c', 'b', 'd'], ['a', 'b', 'd'], 2],
    ['the same instance again is no new step', ['a', 'a'], ['a'], 0],
    ['an instance visited long ago is a new step', ['a', 'b', 'c', 'a'], ['a', 'b', 'c', 'a'], 3],
  ])('%s', (_what, visits, steps, at) => {
    const walk = walkOf(...visits);
    expect(walk.steps.map((s) => s.id)).toEqual(steps);
    expect(walk.at).toBe(at);
  });

  it('refreshes the caption of the step it stands on', () => {
    const walk = walkTo(walkOf('a', 'b'), { id: 'b', caption: 'renamed' });
    expect(walk.steps[1]).toEqual({ id: 'b', caption: 'renamed' });
  });

  it('jumps along the breadcrumb, and only within it', () => {
    const walk = jumpTo(walkOf('a', 'b', 'c'), 0);
    expect(currentStep(walk)?.id).toBe('a');
    expect(canGoForward(walk)).toBe(true);
    expect(canGoBack(walk)).toBe(false);
    expect(jumpTo(walk, 7)).toBe(walk);
    expect(jumpTo(walk, -1)).toBe(walk);
    // the user then follows the breadcrumb forward by URL
    expect(walkTo(walk, step('b')).at).toBe(1);
  });

  it('keeps at most the last steps', () => {
    const walk = walkOf(...Array.from({ length: WALK_MAX_STEPS + 5 }, (_, i) => `s${i}`));
    expect(walk.steps).toHaveLength(WALK_MAX_STEPS);
    expect(walk.steps[0]?.id).toBe('s5');
    expect(walk.at).toBe(WALK_MAX_STEPS - 1);
  });

  it('reads a stored walk, and anything malformed as an empty one', () => {
    const walk = walkOf('a', 'b');
    expect(parseWalk(JSON.stringify(walk))).toEqual(walk);
    expect(parseWalk(JSON.stringify({ steps: [step('a'), { id: 3 }], at: 9 }))).toEqual({ steps: [step('a')], at: 0 });
    for (const bad of [null, '', '{', '[]', '{"steps":"x"}']) expect(parseWalk(bad)).toEqual(EMPTY_WALK);
  });
});
