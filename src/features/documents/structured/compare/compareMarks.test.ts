import { describe, expect, it } from 'vitest';
import type { DocumentElement, DocumentSnapshot } from '../../../../../model/documents/elementModel';
import { changedTextIds, hasDifferences, marksForSide, summarize, type ComparisonInput } from './compareMarks';

const section = (innerId: string, aliases?: string[]): DocumentElement => ({ innerId, kind: 'Section', title: innerId, content: '', settings: {}, ...(aliases ? { levelNumberingSetAliases: aliases } : {}) });
const snapshot = (...elements: DocumentElement[]): DocumentSnapshot => ({ rootId: 'r', elements: Object.fromEntries(elements.map((e) => [e.innerId, e])), children: {} });
const olderSnapshot = snapshot(section('s2', ['Старый', 'Общий']), section('s3', ['Общий']));
const newerSnapshot = snapshot(section('s1', ['Иерархический (разделы)']), section('s3', ['Общий']));

const none: ComparisonInput = { added: [], removed: [], moved: [], containersChanged: [], changedProperties: [], aliasesAdded: [], aliasesRemoved: [] };
const full: ComparisonInput = {
  added: ['n1'],
  removed: ['o1'],
  moved: ['m1'],
  containersChanged: ['c1'],
  changedProperties: [{ innerId: 'm1', fields: ['title', 'content'] }],
  aliasesAdded: ['Иерархический (разделы)'],
  aliasesRemoved: ['Старый'],
};
const view = (marks: ReturnType<typeof marksForSide>) => Object.fromEntries([...marks].map(([id, m]) => [id, [m.kinds.join('+'), m.fields.join(','), m.aliases.join(',')]]));

describe('marksForSide', () => {
  it.each([
    ['older: what went away, moves, containers, changes, removed aliases', 'older', { o1: ['removed', '', ''], m1: ['moved+changed', 'title,content', ''], c1: ['container', '', ''], s2: ['aliasesRemoved', '', 'Старый'] }],
    ['newer: what came, moves, containers, changes, added aliases', 'newer', { n1: ['added', '', ''], m1: ['moved+changed', 'title,content', ''], c1: ['container', '', ''], s1: ['aliasesAdded', '', 'Иерархический (разделы)'] }],
  ] as const)('%s', (_name, side, expected) => {
    expect(view(marksForSide(full, side, side === 'older' ? olderSnapshot : newerSnapshot))).toEqual(expected);
  });

  it('nothing to mark when the versions are equal', () => {
    expect(marksForSide(none, 'newer', newerSnapshot).size).toBe(0);
  });
});

describe('summarize', () => {
  it.each([
    ['equal versions', none, { added: 0, removed: 0, moved: 0, container: 0, changed: 0, aliasesAdded: 0, aliasesRemoved: 0 }, false],
    ['one of each', full, { added: 1, removed: 1, moved: 1, container: 1, changed: 1, aliasesAdded: 1, aliasesRemoved: 1 }, true],
  ])('%s', (_name, comparison, counts, differs) => {
    expect(summarize(comparison)).toEqual(counts);
    expect(hasDifferences(comparison)).toBe(differs);
  });
});

describe('changedTextIds', () => {
  it('lists the elements whose content or title changed, not those with other changes', () => {
    const comparison: ComparisonInput = {
      ...none,
      changedProperties: [
        { innerId: 'text', fields: ['content'] },
        { innerId: 'heading', fields: ['title', 'settings'] },
        { innerId: 'numbering', fields: ['numberingStrategy'] },
      ],
    };
    expect(changedTextIds(comparison)).toEqual(['text', 'heading']);
    expect(changedTextIds(none)).toEqual([]);
  });
});
