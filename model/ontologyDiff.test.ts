import { describe, expect, it } from 'vitest';
import { DIFF_CATEGORIES, STATE_FORMAT, type DiffCategory, type StateEntity } from '../realtime/protocol/ontology/diff';
import { diffOntologyStates } from './ontologyDiff';

type Partial15 = Partial<Record<DiffCategory, StateEntity[]>>;

function stateText(categories: Partial15, options: { version?: number; at?: string; map?: { id: string; name: string } | null; propNames?: Record<string, string> } = {}): string {
  return JSON.stringify({
    header: { format: STATE_FORMAT, formatVersion: options.version ?? 1, exportedAt: options.at ?? '2026-01-01T00:00:00.000Z', appVersion: '1', map: options.map ?? null },
    propNames: options.propNames ?? { p1: 'title', p2: 'label', p3: 'partOf' },
    categories: Object.fromEntries(DIFF_CATEGORIES.map((c) => [c, categories[c] ?? []])),
  });
}

const person: StateEntity = { id: 'c1', name: 'Person', class: ['Class'], lvals: { p2: [{ lang: 'ru', text: 'Человек' }] } };
const ivan: StateEntity = { id: 'i1', name: 'Ivan', class: ['c1'], svals: { p1: ['engineer'] }, rvals: { p3: ['i9'] } };

describe('diffOntologyStates', () => {
  const cases: Array<{ name: string; a: Partial15; b: Partial15; ignored?: string[]; stats: Partial<Record<DiffCategory, [number, number, number, number]>>; check?: (r: ReturnType<typeof diffOntologyStates>) => void }> = [
    { name: 'same states: all unchanged', a: { classes: [person], instances: [ivan] }, b: { classes: [person], instances: [ivan] }, stats: { classes: [0, 0, 0, 1], instances: [0, 0, 0, 1] } },
    { name: 'an added and a removed instance', a: { instances: [ivan] }, b: { instances: [{ ...ivan, id: 'i2', name: 'Petr' }] }, stats: { instances: [1, 1, 0, 0] } },
    {
      name: 'a changed string value, by value type',
      a: { instances: [ivan] },
      b: { instances: [{ ...ivan, svals: { p1: ['manager'] } }] },
      stats: { instances: [0, 0, 1, 0] },
      check: (r) => expect(r.diff?.instances?.changed[0]?.values).toEqual([{ type: 'svals', prop: 'p1', propName: 'title', before: ['engineer'], after: ['manager'] }]),
    },
    { name: 'an ignored property by name', a: { instances: [ivan] }, b: { instances: [{ ...ivan, svals: { p1: ['manager'] } }] }, ignored: ['Title'], stats: { instances: [0, 0, 0, 1] } },
    { name: 'an ignored property by id', a: { instances: [ivan] }, b: { instances: [{ ...ivan, rvals: {} }] }, ignored: ['p3'], stats: { instances: [0, 0, 0, 1] } },
    {
      name: 'a rename and a label in another language',
      a: { classes: [person] },
      b: { classes: [{ ...person, name: 'Human', lvals: { p2: [{ lang: 'ru', text: 'Человек' }, { lang: 'en', text: 'Person' }] } }] },
      stats: { classes: [0, 0, 1, 0] },
      check: (r) => {
        const changed = r.diff?.classes?.changed[0];
        expect(changed?.nameBefore).toBe('Person');
        expect(changed?.values[0]?.type).toBe('lvals');
      },
    },
    { name: 'value order is not a change', a: { instances: [{ ...ivan, rvals: { p3: ['a', 'b'] } }] }, b: { instances: [{ ...ivan, rvals: { p3: ['b', 'a'] } }] }, stats: { instances: [0, 0, 0, 1] } },
    {
      name: 'a class membership change',
      a: { instances: [ivan] },
      b: { instances: [{ ...ivan, class: ['c1', 'c2'] }] },
      stats: { instances: [0, 0, 1, 0] },
      check: (r) => expect(r.diff?.instances?.changed[0]?.classAfter).toEqual(['c1', 'c2']),
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = diffOntologyStates(stateText(c.a), stateText(c.b), c.ignored);
      expect(result.errors).toEqual([]);
      for (const [category, [added, removed, changed, unchanged]] of Object.entries(c.stats)) {
        expect(result.stats[category as DiffCategory]).toEqual({ added, removed, changed, unchanged });
      }
      expect(Object.keys(result.stats)).toHaveLength(15);
      c.check?.(result);
    });
  }

  const bad: Array<{ name: string; text: string; error: string }> = [
    { name: 'not JSON', text: '{"header": ', error: 'state2: файл не является JSON' },
    { name: 'another JSON', text: '{"a":1}', error: 'state2: это не файл состояния онтологии' },
    { name: 'a newer format', text: stateText({}, { version: 99 }), error: 'версия формата 99 новее' },
    { name: 'an entity without id', text: stateText({ classes: [{ name: 'x', class: [] } as unknown as StateEntity] }), error: 'state2: categories.classes.0.id' },
    { name: 'a number in svals', text: stateText({ classes: [{ ...person, svals: { p1: [5 as unknown as string] } }] }), error: 'categories.classes.0.svals.p1.0' },
  ];
  for (const c of bad) {
    it(`refuses ${c.name}: errors and no diff`, () => {
      const result = diffOntologyStates(stateText({}), c.text);
      expect(result.errors.join('\n')).toContain(c.error);
      expect(result.diff).toBeNull();
    });
  }

  it('warns about duplicate ids, different versions, maps, order and unknown ignored properties', () => {
    const result = diffOntologyStates(
      stateText({ instances: [ivan, ivan] }, { at: '2026-02-01T00:00:00Z', map: { id: 'm1', name: 'Орг' } }),
      stateText({ instances: [ivan] }),
      ['nosuch'],
    );
    expect(result.errors).toEqual([]);
    const text = result.warnings.join('\n');
    for (const part of ['i1 повторяется', 'разные части онтологии', 'state1 выгружен позже', 'nosuch']) expect(text).toContain(part);
    expect(result.stats.instances).toEqual({ added: 0, removed: 0, changed: 0, unchanged: 1 });
    expect(result.names.i1).toBe('Ivan');
  });
});
