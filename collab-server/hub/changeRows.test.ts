import { describe, expect, it } from 'vitest';
import { classesNamedBy, presentChange } from './changeRows';

const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000b2';

describe('classesNamedBy', () => {
  it.each([
    { name: 'a created instance names its class', change: { op: 'new', before: null, after: { class: A, name: 'x' } }, classes: [A] },
    { name: 'a deleted instance names its former classes', change: { op: 'del', before: { name: 'x', author: null, classes: [A, B], vals: {} }, after: null }, classes: [A, B] },
    { name: 'a value change names none', change: { op: 'upd', before: 'a', after: 'b' }, classes: [] },
    { name: 'a malformed snapshot names none', change: { op: 'del', before: { classes: 'A' }, after: null }, classes: [] },
    { name: 'non-string classes are skipped', change: { op: 'del', before: { classes: [A, 7] }, after: null }, classes: [A] },
  ])('$name', ({ change, classes }) => expect(classesNamedBy(change)).toEqual(classes));
});

describe('presentChange', () => {
  it('turns a change-log row into the ENTITY_CHANGE payload', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(presentChange({ seq: '42', at, user_id: A, tab_session_id: null, entity: B, prop: null, op: 'new', before: null, after: { class: A } })).toEqual({
      seq: '42',
      at: '2026-11-23T10:00:00.000Z',
      userId: A,
      tabSessionId: null,
      entity: B,
      prop: null,
      op: 'new',
      before: null,
      after: { class: A },
    });
  });
});
