import { describe, expect, it } from 'vitest';
import { contextFingerprint } from './fingerprint';

const context = { objects: ['a', 'b'], attributes: ['x', 'y'], incidence: [[0], [0, 1]] };

describe('contextFingerprint', () => {
  it('is the same for the same context and 16 hex digits long', () => {
    expect(contextFingerprint(context)).toBe(contextFingerprint(structuredClone(context)));
    expect(contextFingerprint(context)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('tells a changed incidence, a renamed object and a moved name apart', () => {
    const base = contextFingerprint(context);
    expect(contextFingerprint({ ...context, incidence: [[0], [1]] })).not.toBe(base);
    expect(contextFingerprint({ ...context, objects: ['a', 'c'] })).not.toBe(base);
    expect(contextFingerprint({ objects: ['a', 'b', 'x'], attributes: ['y'], incidence: [[0], [0, 1], []] })).not.toBe(base);
  });
});
