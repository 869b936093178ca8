import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { change, createChanges, labelChanges, linkChanges, singleLinkChange, textChange } from './entityChanges';

const X = '00000000-0000-4000-8000-0000000000a1';
const P1 = '00000000-0000-4000-8000-0000000000b1';
const P2 = '00000000-0000-4000-8000-0000000000b2';
const P3 = '00000000-0000-4000-8000-0000000000b3';

describe('changes as set_data items', () => {
  it('create, rename, set, add, remove, delete', () => {
    expect(change.create('class', X, 'Dog')).toEqual({ op: 'new', class: META_CLASS.Class, inst: X, name: 'Dog' });
    expect(change.create(P1, X, 'Rex')).toEqual({ op: 'new', class: P1, inst: X, name: 'Rex' });
    expect(change.rename(X, 'Hound')).toEqual({ op: 'upd', inst: X, prop: 'name', val: 'Hound' });
    expect(change.set(X, META_PROP.iri, null)).toEqual({ op: 'upd', inst: X, prop: META_PROP.iri, val: null });
    expect(change.add(X, META_PROP.parents, P1)).toEqual({ op: 'add', inst: X, prop: META_PROP.parents, val: P1 });
    expect(change.remove(X, META_PROP.parents, P1)).toEqual({ op: 'rem', inst: X, prop: META_PROP.parents, val: P1 });
    expect(change.delete(X)).toEqual({ op: 'del', inst: X });
    expect(change.delete(X, { force: true, as: META_CLASS.Class })).toEqual({ op: 'del', inst: X, del_force: true, class: META_CLASS.Class });
  });
  it('a text in one language: replaced, removed when emptied, nothing when unchanged', () => {
    expect(textChange(X, META_PROP.comment, 'ru', 'старый', ' новый ')).toEqual([{ op: 'upd', inst: X, prop: META_PROP.comment, val: { lang: 'ru', text: 'новый' } }]);
    expect(textChange(X, META_PROP.comment, 'ru', 'старый', '  ')).toEqual([{ op: 'rem', inst: X, prop: META_PROP.comment, val: { lang: 'ru', text: 'старый' } }]);
    expect(textChange(X, META_PROP.comment, 'ru', 'тот же', 'тот же')).toEqual([]);
  });
  it('labels: only the languages that changed', () =>
    expect(labelChanges(X, { ru: 'Собака', en: 'Dog' }, { ru: 'Собака', en: '' })).toEqual([{ op: 'rem', inst: X, prop: META_PROP.label, val: { lang: 'en', text: 'Dog' } }]));
  it('links: the gone removed, the new added', () => {
    expect(linkChanges(X, META_PROP.domain, [P1, P2], [P2, P3])).toEqual([
      { op: 'rem', inst: X, prop: META_PROP.domain, val: P1 },
      { op: 'add', inst: X, prop: META_PROP.domain, val: P3 },
    ]);
    expect(singleLinkChange(X, META_PROP.range, P1, null)).toEqual([{ op: 'upd', inst: X, prop: META_PROP.range, val: null }]);
    expect(singleLinkChange(X, META_PROP.range, P1, P1)).toEqual([]);
  });
  it('a new entity with its labels, links and values, in one list', () =>
    expect(createChanges({ of: 'objectProperty', id: X, name: 'owns', labels: { ru: ' владеет ', en: '' }, links: { [META_PROP.domain]: [P1], [META_PROP.inMap]: [P3] }, values: { [META_PROP.range]: P2 } })).toEqual([
      { op: 'new', class: META_CLASS.ObjectProperty, inst: X, name: 'owns' },
      { op: 'add', inst: X, prop: META_PROP.label, val: { lang: 'ru', text: 'владеет' } },
      { op: 'add', inst: X, prop: META_PROP.domain, val: P1 },
      { op: 'add', inst: X, prop: META_PROP.inMap, val: P3 },
      { op: 'upd', inst: X, prop: META_PROP.range, val: P2 },
    ]));
});
