import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { doc as snapshotDoc, node } from '../../../../../../model/documents/snapshotFixtures';
import { seedDoc, readSnapshot } from '../../../../../../realtime/yjs/structuredDoc/snapshotBinding';
import { editingOnDoc } from './editingOnDoc';
import { readStructure } from './readStructure';

function seeded() {
  const doc = new Y.Doc();
  seedDoc(
    doc,
    snapshotDoc(
      node('Section', 's1', { title: 'Введение' }, [node('ContentHolder', 'c1', { content: 'первый' }), node('ContentHolder', 'c2')]),
      node('Section', 's2', { title: 'Итоги' }),
    ),
  );
  return { doc, editing: editingOnDoc(doc, 'me', () => undefined) };
}
const tree = (doc: Y.Doc) => readStructure(doc)!.children;

describe('editing the live document', () => {
  it.each<[string, (e: ReturnType<typeof seeded>['editing']) => void, Record<string, string[]>]>([
    ['move down', (e) => e.move('c1', 'down'), { root: ['s1', 's2'], s1: ['c2', 'c1'] }],
    ['move up at the top does nothing', (e) => e.move('c1', 'up'), { root: ['s1', 's2'], s1: ['c1', 'c2'] }],
    ['outdent: after its container', (e) => e.move('c1', 'outdent'), { root: ['s1', 'c1', 's2'], s1: ['c2'] }],
    ['indent: into the previous sibling, last', (e) => e.move('s2', 'indent'), { root: ['s1'], s1: ['c1', 'c2', 's2'] }],
    ['indent refused by the container rules', (e) => e.move('c2', 'indent'), { root: ['s1', 's2'], s1: ['c1', 'c2'] }],
    ['remove takes the subtree', (e) => e.remove('s1'), { root: ['s2'] }],
  ])('%s', (_title, act, children) => {
    const { doc, editing } = seeded();
    act(editing);
    expect(tree(doc)).toEqual(children);
  });

  it('adds an allowed kind where asked, and refuses a forbidden one', () => {
    const { doc, editing } = seeded();
    const id = editing.add('s1', 'ContentHolder', 1)!;
    expect(tree(doc).s1).toEqual(['c1', id, 'c2']);
    expect(readStructure(doc)!.elements[id]).toMatchObject({ kind: 'ContentHolder', author: 'me' });
    expect(editing.add('c1', 'Section')).toBeNull();
  });

  it('adds a table with a column, a row and a cell, then rows and columns', () => {
    const { doc, editing } = seeded();
    const table = editing.add('s2', 'Table')!;
    const row = editing.addTableRow(table);
    const column = editing.addTableColumn(table);
    const s = readStructure(doc)!;
    expect(s.elements[row!]!.kind).toBe('TableRow');
    expect(s.elements[column!]!.kind).toBe('TableColumn');
    const kinds = (id: string) => (s.children[id] ?? []).map((c) => s.elements[c]!.kind);
    expect(kinds(table)).toEqual(['TableColumn', 'TableColumn', 'TableRow', 'TableRow']);
    for (const row of s.children[table]!.slice(2)) expect(kinds(row)).toEqual(['TableCell', 'TableCell']);
  });

  it.each([
    ['OrderedList', 'ContentHolder'],
    ['UnorderedList', 'ContentHolder'],
    ['Bibliography', 'BibliographyItem'],
    ['Glossary', 'GlossaryItem'],
  ] as const)('adds a %s with its first %s', (kind, item) => {
    const { doc, editing } = seeded();
    const id = editing.add('s2', kind)!;
    const s = readStructure(doc)!;
    expect(s.children[id]!.map((c) => s.elements[c]!.kind)).toEqual([item]);
  });

  it('highlights and resets, keeping the other settings', () => {
    const { doc, editing } = seeded();
    editing.setSettings('s1', { numbered: true });
    editing.setHighlight('s1', '#facc15');
    expect(readStructure(doc)!.elements.s1!.settings).toEqual({ numbered: true, highlight: { color: '#facc15' } });
    editing.setHighlight('s1', null);
    expect(readStructure(doc)!.elements.s1!.settings).toEqual({ numbered: true });
  });

  it('copies a section with its content and pastes it with new ids', () => {
    const { doc, editing } = seeded();
    const copied = editing.copy('s1')!;
    const [pasted] = editing.paste('root', 2, copied);
    const { snapshot } = readSnapshot(doc);
    expect(snapshot.children.root).toEqual(['s1', 's2', pasted]);
    const [first] = snapshot.children[pasted!]!;
    expect(first).not.toBe('c1');
    expect(snapshot.elements[first!]!.content.trim()).toBe('первый');
    expect(snapshot.elements[pasted!]!.title).toBe('Введение');
  });

  it('pastes nothing where the container rules forbid it', () => {
    const { doc, editing } = seeded();
    expect(editing.paste('c1', 0, editing.copy('s1')!)).toEqual([]);
    expect(Object.keys(readStructure(doc)!.elements)).toHaveLength(5);
  });
});
