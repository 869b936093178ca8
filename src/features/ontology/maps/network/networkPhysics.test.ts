import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPhysics, normalizePhysics, parsePhysics, PHYSICS_DEFAULTS, PHYSICS_STORAGE_KEY, savePhysics, visPhysicsOptions } from './networkPhysics';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

afterEach(() => vi.restoreAllMocks());

describe('physics defaults', () => {
  it('are the spec values (domain spec §9)', () => {
    expect(PHYSICS_DEFAULTS).toEqual({
      enabled: true, theta: 0.5, gravitationalConstant: -2000, centralGravity: 0.3, springLength: 150,
      springConstant: 0.04, damping: 0.09, maxVelocity: 50, minVelocity: 0.1, timestep: 0.5,
    });
  });
  it('become barnesHut options of vis-network', () => {
    const options = visPhysicsOptions(PHYSICS_DEFAULTS);
    expect(options.solver).toBe('barnesHut');
    expect(options.barnesHut).toMatchObject({ theta: 0.5, gravitationalConstant: -2000, centralGravity: 0.3, springLength: 150, springConstant: 0.04, damping: 0.09 });
    expect(options).toMatchObject({ maxVelocity: 50, minVelocity: 0.1, timestep: 0.5 });
  });
});

describe('normalizePhysics', () => {
  it.each([
    ['nothing', undefined, PHYSICS_DEFAULTS],
    ['a number', 42, PHYSICS_DEFAULTS],
    ['one field', { springLength: 200 }, { ...PHYSICS_DEFAULTS, springLength: 200 }],
    ['a wrong type', { damping: '0.5', enabled: 'no' }, PHYSICS_DEFAULTS],
    ['out of range, clamped', { theta: 7, gravitationalConstant: 500 }, { ...PHYSICS_DEFAULTS, theta: 1, gravitationalConstant: 0 }],
    ['not finite', { timestep: Number.NaN }, PHYSICS_DEFAULTS],
    ['switched off', { enabled: false }, { ...PHYSICS_DEFAULTS, enabled: false }],
  ])('%s', (_name, raw, expected) => {
    expect(normalizePhysics(raw)).toEqual(expected);
  });
});

describe('stored physics', () => {
  it('without a stored value are the defaults, without an error', () => {
    expect(parsePhysics(null)).toEqual({ settings: PHYSICS_DEFAULTS, error: null });
  });
  it('with bad JSON are the defaults, and the failure is logged to the console only', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadPhysics(memoryStore({ [PHYSICS_STORAGE_KEY]: '{not json' }))).toEqual(PHYSICS_DEFAULTS);
    expect(log).toHaveBeenCalledOnce();
  });
  it('round-trip through the store', () => {
    const store = memoryStore();
    savePhysics({ ...PHYSICS_DEFAULTS, springLength: 90, enabled: false }, store);
    expect(loadPhysics(store)).toEqual({ ...PHYSICS_DEFAULTS, springLength: 90, enabled: false });
  });
  it('a store that throws is logged and the defaults are used', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(loadPhysics(broken)).toEqual(PHYSICS_DEFAULTS);
    savePhysics(PHYSICS_DEFAULTS, broken);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
