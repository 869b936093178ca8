import { describe, expect, it } from 'vitest';
import { POSTGRES_SHARE, specsOfShare } from './ciShares';
import { dealToLanes, specFiles } from './lanes';

const specs = specFiles('tests/e2e');

describe('the browser flows dealt to lanes', () => {
  it('every spec goes to exactly one lane, and the OpenID flows to the same one', () => {
    const lanes = dealToLanes(specs, 2);
    expect(lanes.flat().sort()).toEqual(specs);
    const oidcLanes = lanes.filter((files) => files.some((f) => f.startsWith('oidc')));
    expect(oidcLanes).toHaveLength(1);
    expect(oidcLanes[0]!.filter((f) => f.startsWith('oidc'))).toEqual(specs.filter((f) => f.startsWith('oidc')));
  });

  it('longest first, each to the lightest lane: the lanes end close in length', () => {
    const seconds = { a: 90, b: 60, c: 50, d: 40, e: 10 };
    const lanes = dealToLanes(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts'], 2, seconds);
    const load = (files: string[]) => files.reduce((sum, f) => sum + seconds[f.replace('.spec.ts', '') as keyof typeof seconds], 0);
    expect(lanes.map(load).sort()).toEqual([120, 130]);
  });

  it('one lane takes everything; more lanes than specs leave some empty', () => {
    expect(dealToLanes(['a.spec.ts', 'b.spec.ts'], 1)).toEqual([['a.spec.ts', 'b.spec.ts']]);
    expect(dealToLanes(['a.spec.ts'], 3).filter((l) => l.length > 0)).toEqual([['a.spec.ts']]);
  });
});

describe("CI's two shares of the browser flows", () => {
  it('each flow named for the PostgreSQL share exists', () => {
    for (const name of POSTGRES_SHARE) expect(specs).toContain(`${name}.spec.ts`);
  });

  it('split every flow between them, none twice', () => {
    const embedded = specsOfShare('embedded').files(specs);
    const postgres = specsOfShare('postgres').files(specs);
    expect([...embedded, ...postgres].sort()).toEqual(specs);
    expect(postgres).toHaveLength(POSTGRES_SHARE.length);
    expect(specsOfShare(undefined).files(specs)).toEqual(specs);
    expect(() => specsOfShare('both')).toThrow(/E2E_SHARE/);
  });
});
