import { describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { mayChangeAnswer, roomsOf } from './liveChange';

const reads = { classes: ['c2', 'c1', 'c2'], props: ['p1', 'p2'] };

describe('which changes re-run an open answer', () => {
  it.each([
    [{ prop: 'p1', op: 'upd' }, true],
    [{ prop: 'p2', op: 'add' }, true],
    [{ prop: 'p3', op: 'upd' }, false],
    [{ prop: null, op: 'upd' }, true],
    [{ prop: 'p3', op: 'del' }, true],
    [{ prop: null, op: 'new' }, true],
    [{ prop: META_PROP.instanceOf, op: 'add' }, true],
    [{ prop: META_PROP.name, op: 'upd' }, true],
    [{ prop: null, op: 'document.save' }, false],
    [{ prop: 'p1', op: 'document.access' }, false],
  ])('%o → %s', (change, expected) => {
    expect(mayChangeAnswer(change, reads)).toBe(expected);
  });

  it('watches each class once, in a stable order', () => {
    expect(roomsOf(reads)).toEqual(['c1', 'c2']);
  });
});
