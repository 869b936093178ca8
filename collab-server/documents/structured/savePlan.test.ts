import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../model/documents/snapshotFixtures';
import { applyDiff } from '../../../model/documents/documentDiff';
import type { AccessRights, DocumentDiff } from '../../../model/documents/elementModel';
import { diffRightsProblem, neutralizeDiff, newStructureProblems, rowWrites, SAVE_MESSAGES, unknownIdsProblem } from './savePlan';

const diff = (d: Partial<DocumentDiff>): DocumentDiff => ({ added: [], removed: [], changed: [], order: {}, ...d });
const rights = (readOnly: boolean, content: boolean, structure: boolean): AccessRights => ({ readOnly, editContentAllowed: content, editStructureAllowed: structure });

describe('diffRightsProblem', () => {
  it.each([
    ['full rights', rights(false, true, true), null],
    ['read-only', rights(true, true, true), SAVE_MESSAGES.readOnly],
    ['no right at all', rights(false, false, false), SAVE_MESSAGES.readOnly],
    ['content only', rights(false, true, false), null],
    ['structure only', rights(false, false, true), null],
  ])('%s', (_name, r, expected) => {
    expect(diffRightsProblem(r)).toBe(expected);
  });
});

describe('save planning', () => {
  const before = doc(node('Section', 's1', {}, [node('ContentHolder', 'c1'), node('ContentHolder', 'c2')]), node('ContentHolder', 'c3'));

  it('writes only touched rows: a field change is one update', () => {
    const d = diff({ changed: [{ innerId: 'c2', fields: { content: 'новое' } }] });
    const writes = rowWrites(before, applyDiff(before, d), new Set(['c2']));
    expect(writes).toEqual({ inserts: [], deletes: [], updates: [expect.objectContaining({ inner_id: 'c2', content: 'новое', parent_id: 's1', position: 1 })] });
  });

  it('inserts added rows, deletes removed subtrees and repositions moved siblings', () => {
    const d = diff({ added: [{ innerId: 'n1', kind: 'ContentHolder', title: '', content: '', settings: {} }], removed: ['s1'], order: { root: ['c3', 'n1'] } });
    const writes = rowWrites(before, applyDiff(before, d), new Set(['n1']));
    expect(writes.inserts.map((r) => [r.inner_id, r.parent_id, r.position])).toEqual([['n1', 'root', 1]]);
    expect(writes.deletes.sort()).toEqual(['c1', 'c2', 's1']);
    expect(writes.updates.map((r) => [r.inner_id, r.position])).toEqual([['c3', 0]]);
  });

  it('neutralises raw HTML in added and changed content and titles only', () => {
    const d = neutralizeDiff(
      diff({
        added: [{ innerId: 'n', kind: 'ContentHolder', title: '<b>T</b>', content: '<script>x</script>', settings: {} }],
        changed: [{ innerId: 'c1', fields: { content: '<i>a</i>', title: 'a<script>b</script>', generatorSource: '<x>' } }],
      }),
    );
    expect(d.added[0]).toMatchObject({ title: 'T', content: '&lt;script>x&lt;/script>' });
    expect(d.changed[0]!.fields).toEqual({ content: '&lt;i>a&lt;/i>', title: 'a', generatorSource: '<x>' });
  });

  it('names unknown elements and the root removed; counts only new structure problems', () => {
    expect(unknownIdsProblem(before, diff({ changed: [{ innerId: 'zz', fields: {} }] }))).toBe(SAVE_MESSAGES.unknownElement('zz'));
    expect(unknownIdsProblem(before, diff({ removed: ['root'] }))).toBe(SAVE_MESSAGES.rootRemoved);
    expect(unknownIdsProblem(before, diff({ changed: [{ innerId: 'c1', fields: { content: 'x' } }] }))).toBeNull();
    const broken = doc(node('ContentHolder', 'c1', {}, [node('Section', 'bad')]));
    expect(newStructureProblems(broken, broken)).toEqual([]);
    expect(newStructureProblems(before, applyDiff(before, diff({ order: { c3: ['s1'], root: ['c3'] } })))).toHaveLength(1);
  });
});
