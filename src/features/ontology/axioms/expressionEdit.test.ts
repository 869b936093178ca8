import { describe, expect, it } from 'vitest';
import type { ClassDefinition, DefinitionExpression } from '../../../../realtime/protocol/ontology/axioms';
import { editOf, followRemote, keepMine, newEdit, withConflict } from './expressionEdit';

const ID = '00000000-0000-4000-8000-000000000001';
const item = (text: string, version: number, changedBy = 'Борис'): DefinitionExpression => ({ id: ID, section: 'subClassOf', text, version, editable: true, changedBy, changedAt: '2026-01-01T00:00:00.000Z' });
const definition = (...expressions: DefinitionExpression[]): ClassDefinition => ({ classId: ID, mapId: ID, editable: true, reason: null, parents: [], expressions });

describe('followRemote: an open editor meets a colleague\'s change', () => {
  it('an untouched editor follows the new version', () => {
    expect(followRemote(editOf(item('p some A', 1)), definition(item('p some B', 2)))).toMatchObject({ draft: 'p some B', baseVersion: 2, conflict: null });
  });
  it('a changed editor keeps the text and shows theirs', () => {
    const edit = { ...editOf(item('p some A', 1)), draft: 'p some C' };
    expect(followRemote(edit, definition(item('p some B', 2)))).toMatchObject({ draft: 'p some C', baseVersion: 1, conflict: { theirs: { text: 'p some B' }, changedBy: 'Борис' } });
  });
  it('the same version again changes nothing', () => {
    const edit = { ...editOf(item('p some A', 1)), draft: 'p some C' };
    expect(followRemote(edit, definition(item('p some A', 1)))).toBe(edit);
  });
  it('an untouched editor of a deleted expression closes', () => {
    expect(followRemote(editOf(item('p some A', 1)), definition())).toBeNull();
  });
  it('a changed editor of a deleted expression reports the deletion', () => {
    expect(followRemote({ ...editOf(item('p some A', 1)), draft: 'x' }, definition())).toMatchObject({ conflict: { theirs: null } });
  });
  it('a new expression is no one else\'s', () => {
    const edit = { ...newEdit('equivalentTo'), draft: 'A and B' };
    expect(followRemote(edit, definition(item('p some B', 2)))).toBe(edit);
  });
});

describe('resolving a conflict', () => {
  it('keep mine: based on their version, my text stays', () => {
    const edit = withConflict({ ...editOf(item('p some A', 1)), draft: 'mine' }, item('theirs', 3), 'Борис');
    expect(keepMine(edit)).toMatchObject({ draft: 'mine', baseVersion: 3, baseText: 'theirs', conflict: null, axiomId: ID });
  });
  it('keep mine after a deletion: saved as a new expression', () => {
    const edit = withConflict({ ...editOf(item('p some A', 1)), draft: 'mine' }, null, 'Борис');
    expect(keepMine(edit)).toMatchObject({ draft: 'mine', axiomId: null, conflict: null });
  });
});
