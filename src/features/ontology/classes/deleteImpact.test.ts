import { describe, expect, it } from 'vitest';
import { impactParts, needsForce } from './deleteImpact';

describe('delete impact', () => {
  it.each([
    [{ subclasses: 0, instances: 0, properties: 0 }, [], false],
    [{ subclasses: 2, instances: 0, properties: 1 }, [{ key: 'subclasses', count: 2 }, { key: 'properties', count: 1 }], true],
    [{ subclasses: 0, instances: 5, properties: 0 }, [{ key: 'instances', count: 5 }], true],
  ])('%j', (impact, parts, force) => {
    expect(impactParts(impact)).toEqual(parts);
    expect(needsForce(impact)).toBe(force);
  });
});
