import { describe, expect, it } from 'vitest';
import { countDiscussions, groupDiscussions, type CommentRow } from './discussionRows';

const DOC = '10000000-0000-4000-8000-000000000000';
const OTHER_DOC = '20000000-0000-4000-8000-000000000000';
const EL = '30000000-0000-4000-8000-000000000000';
const USER = '40000000-0000-4000-8000-000000000000';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, discussion: number, extra: Partial<CommentRow> = {}): CommentRow {
  return {
    id: id(n),
    document_id: DOC,
    discussion_id: id(discussion),
    parent_id: n === discussion ? null : id(discussion),
    element_id: EL,
    text: `comment ${n}`,
    author: USER,
    author_name: 'Анна',
    completed: false,
    params: '{}',
    document_range: n === discussion ? JSON.stringify({ elementId: EL, start: 1, end: 4, quote: 'abc' }) : null,
    document_y_offset: n === discussion ? '12.5' : null,
    created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, n)),
    ...extra,
  };
}

describe('groupDiscussions', () => {
  it('puts replies after their first comment, takes the anchor and state from the first', () => {
    const [d] = groupDiscussions([row(1, 1, { completed: true }), row(2, 1), row(3, 1)]);
    expect(d).toMatchObject({
      id: id(1),
      documentId: DOC,
      elementId: EL,
      completed: true,
      documentRange: { elementId: EL, start: 1, end: 4, quote: 'abc' },
      documentYOffset: 12.5,
      author: { id: USER, name: 'Анна' },
    });
    expect(d!.comments.map((c) => c.text)).toEqual(['comment 1', 'comment 2', 'comment 3']);
    expect(d!.comments[1]).toMatchObject({ parentId: id(1), documentRange: null, documentYOffset: null });
  });

  it.each([
    ['a reply whose discussion is gone is left out', [row(2, 1)], []],
    ['two discussions keep their order', [row(1, 1), row(5, 5), row(6, 1)], [[id(1), 2], [id(5), 1]]],
  ] as const)('%s', (_name, rows, expected) => {
    expect(groupDiscussions(rows).map((d) => [d.id, d.comments.length])).toEqual(expected);
  });

  it.each([
    ['a range that no longer parses shows unanchored', { document_range: '{"elementId":"x"}' }, null],
    ['jsonb read already parsed', { document_range: { elementId: EL, start: 0, end: 0, quote: '' } }, { elementId: EL, start: 0, end: 0, quote: '' }],
  ])('%s', (_name, extra, range) => {
    expect(groupDiscussions([row(1, 1, extra)])[0]!.documentRange).toEqual(range);
  });

  it('an author whose account is gone is null', () => {
    expect(groupDiscussions([row(1, 1, { author: null, author_name: null })])[0]!.author).toBeNull();
  });
});

describe('countDiscussions', () => {
  it('counts open and total per document, zeros for one without discussions', () => {
    const discussions = groupDiscussions([row(1, 1), row(2, 2, { completed: true }), row(3, 1), row(4, 4, { document_id: OTHER_DOC })]);
    expect(countDiscussions(discussions, [DOC, OTHER_DOC, EL])).toEqual({
      [DOC]: { open: 1, total: 2 },
      [OTHER_DOC]: { open: 1, total: 1 },
      [EL]: { open: 0, total: 0 },
    });
  });
});
