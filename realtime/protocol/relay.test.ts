import { describe, expect, it } from 'vitest';
import { notesDocument, parseDocumentName } from './relay';

const ID = '0b9c2f4e-8a1d-4c3b-9e2f-1a2b3c4d5e6f';

describe('parseDocumentName: {kind}:{id}', () => {
  it.each([
    [`notes:${ID}`, { kind: 'notes', id: ID }],
    [`notes:${ID.toUpperCase()}`, null],
    [`secrets:${ID}`, null],
    ['notes:not-a-uuid', null],
    [`notes:${ID}:extra`, null],
    [`notes${ID}`, null],
    [`:${ID}`, null],
    ['', null],
    [`notes:${ID}/../x`, null],
    [`notes: ${ID}`, null],
  ])('%s', (raw, expected) => {
    expect(parseDocumentName(raw)).toEqual(expected);
  });

  it("names a user's notepad after the user, in lower case", () => {
    expect(notesDocument(ID.toUpperCase())).toBe(`notes:${ID}`);
    expect(parseDocumentName(notesDocument(ID))).toEqual({ kind: 'notes', id: ID });
  });
});
