import { describe, expect, it } from 'vitest';
import { droppedOtherSchema } from './database';

// Kysely's migrator lists every schema's tables before migrating; a test run's other schema dropped
// at that moment fails the listing, which is worth one more try — an error of our own schema is not
describe('droppedOtherSchema', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('retries when another schema, or one of its tables, vanished during the listing', () => {
    expect(droppedOtherSchema(pgError('3F000', 'schema "t_other" does not exist'), 't_mine')).toBe(true);
    expect(droppedOtherSchema(pgError('42P01', 'relation "t_0be688499415.semantic_searches" does not exist'), 't_mine')).toBe(true);
    // a column of a table dropped under the listing names no schema; at worst a few more tries
    expect(droppedOtherSchema(pgError('42703', 'column "document_id" of relation "document_saves" does not exist'), 't_mine')).toBe(true);
  });

  it('does not retry for an object of the own schema, or another error', () => {
    expect(droppedOtherSchema(pgError('3F000', 'schema "t_mine" does not exist'), 't_mine')).toBe(false);
    expect(droppedOtherSchema(pgError('42P01', 'relation "t_mine.users" does not exist'), 't_mine')).toBe(false);
    expect(droppedOtherSchema(pgError('42601', 'syntax error at or near "x"'), 't_mine')).toBe(false);
    expect(droppedOtherSchema(undefined, 't_mine')).toBe(false);
  });
});
