import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import type { OntologyEntity } from '../../ontology';
import { commandFromEntity, commandChanges, type CommandRecord } from './commandRecords';

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const NEW = 'bbbbbbbb-0000-4000-8000-000000000002';

const record = (values: Array<[string, string | number | boolean]>): OntologyEntity => ({
  id: ID,
  name: 'my_docs',
  kind: 'individual',
  foundIn: META_CLASS.Command,
  classes: [],
  labels: {},
  values: new Map(values.map(([prop, val]) => [prop, [{ val, cap: String(val), lang: null, from: null, readonly: false }]])),
  author: null,
  dateCreate: null,
  readonly: false,
  canDelete: true,
});

describe('commandFromEntity', () => {
  it('reads the stored query and settings', () =>
    expect(commandFromEntity(record([[META_PROP.query, '{"limit":5}'], [META_PROP.cacheSeconds, 60], [META_PROP.perUser, true]]))).toEqual({
      id: ID,
      name: 'my_docs',
      query: '{"limit":5}',
      cacheSeconds: 60,
      perUser: true,
      canDelete: true,
    }));
  it('missing values: empty query, not cached, shared', () =>
    expect(commandFromEntity(record([]))).toMatchObject({ query: '', cacheSeconds: 0, perUser: false }));
});

describe('commandChanges', () => {
  const existing: CommandRecord = { id: ID, name: 'my_docs', query: '{"limit":5}', cacheSeconds: 0, perUser: false, canDelete: true };
  it('a new command: created, then every value set, in one call', () =>
    expect(commandChanges({ name: ' recent ', query: ' {} ', cacheSeconds: 30, perUser: true }, null, NEW)).toEqual([
      { op: 'new', class: META_CLASS.Command, inst: NEW, name: 'recent' },
      { op: 'upd', inst: NEW, prop: META_PROP.query, val: '{}' },
      { op: 'upd', inst: NEW, prop: META_PROP.cacheSeconds, val: 30 },
      { op: 'upd', inst: NEW, prop: META_PROP.perUser, val: true },
    ]));
  it('an unchanged command: nothing to write', () => expect(commandChanges({ name: 'my_docs', query: '{"limit":5}', cacheSeconds: 0, perUser: false }, existing, NEW)).toEqual([]));
  it('a renamed command with a new query', () =>
    expect(commandChanges({ name: 'docs', query: '{"limit":6}', cacheSeconds: 0, perUser: false }, existing, NEW)).toEqual([
      { op: 'upd', inst: ID, prop: 'name', val: 'docs' },
      { op: 'upd', inst: ID, prop: META_PROP.query, val: '{"limit":6}' },
    ]));
});
