import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VECTOR_SQL, vectorText } from './searchVectors';

const migration = readFileSync(new URL('./migrations/0022_full_text_search.ts', import.meta.url), 'utf8');

describe('search vectors', () => {
  // an index is used only for the very expression it was built on: a drift here would make every search a full scan
  it.each([
    ['instanceName', 'instances'],
    ['valueText', 'vals'],
    ['document', 'documents'],
    ['element', 'document_elements'],
    ['comment', 'document_comments'],
    ['publication', 'publications'],
    ['publication', 'document_publications'],
    ['manual', 'manuals'],
  ] as const)('%s is what migration 0022 indexes on %s', (which, table) => {
    expect(migration).toContain(`on ${table} using gin (${vectorText(which, '')})`);
  });

  it('the value rows index has the condition the search repeats', () => {
    expect(migration).toContain(`using gin (to_tsvector('russian', t)) where ${vectorText('valueCondition', '')};`);
  });

  it('qualifies columns with the alias', () => {
    expect(vectorText('element', 'e')).toBe(`to_tsvector('russian', e.title || ' ' || e.content)`);
    expect(Object.keys(VECTOR_SQL)).toContain('valueCondition');
  });
});
