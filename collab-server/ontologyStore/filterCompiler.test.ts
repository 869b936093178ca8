import { describe, expect, it } from 'vitest';
import { offlineSqlCompiler } from './offlineSqlCompiler';
import type { Filter } from '../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { PropertyDef } from './propertyCatalog';
import { resolveProp } from './resolvedProp';
import { filterPropRefs, resolveFilter, type FilterContext } from './filterCompiler';
import { filterSql } from './filterSql';
import type { Problem } from '../problems';

const db = offlineSqlCompiler;
// the memberships every screen counts (classMembers.ts): stated, rule-derived, reasoner-inferred
const MEMBERSHIP_ROWS_SQL =
  "(select m.instance_id as inst, m.class_id, 'asserted'::text as source, null::uuid as rule_id from memberships m union all select d.inst, d.class_id, 'rule'::text, d.rule_id from owl_rule_derived d union all select ri.subject_id, ri.object_id, 'reasoner'::text, null::uuid from reasoner_inferences ri)";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER = id(999);
const def = (n: number, name: string, kind: 'data' | 'object', type: PropertyDef['type']): PropertyDef => ({
  id: id(n), name, kind, type, range: null, domain: [], min: 0, max: -1, readonly: false, labels: {},
});
const defs = new Map<string, PropertyDef>([
  [id(1), def(1, 'weight', 'data', 'float')],
  [id(2), def(2, 'note', 'data', 'string')],
  [id(3), def(3, 'owner', 'object', 'ref')],
  [id(4), def(4, 'born', 'data', 'date')],
  [id(5), def(5, 'tame', 'data', 'bool')],
  [id(6), def(6, 'seen', 'data', 'dateTime')],
  [META_PROP.name, def(0x101, 'Name', 'data', 'string')],
  [META_PROP.author, def(0x10b, 'Author', 'data', 'id')],
]);
const context: FilterContext = { prop: (ref) => resolveProp(ref, defs), userId: USER };
const compile = (filter: Filter) => {
  const { sql, parameters } = filterSql(resolveFilter(filter, context)).compile(db);
  return { sql: sql.replace(/\s+/g, ' '), parameters };
};

describe('filter compiler', () => {
  it.each<[string, Filter, string, unknown[]]>([
    ['eq on a number', { prop: id(1), op: 'eq', val: 2 }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."n" = $2)', [id(1), 2]],
    ['numeric text is coerced', { prop: id(1), op: 'gt', val: '2,5' }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."n" > $2)', [id(1), 2.5]],
    ['ne is not eq', { prop: id(2), op: 'ne', val: 'x' }, 'not exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."t" = $2)', [id(2), 'x']],
    ['eq with a list is in', { prop: id(2), op: 'eq', val: ['a', 'b'] }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."t" = any($2))', [id(2), ['a', 'b']]],
    ['in with no values is false', { prop: id(2), op: 'in', val: [] }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and false)', [id(2)]],
    ['contains escapes LIKE characters', { prop: id(2), op: 'contains', val: "50%_\\'" }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."t" ilike $2)', [id(2), "%50\\%\\_\\\\'%"]],
    ['starts', { prop: id(2), op: 'starts', val: 'ab' }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."t" ilike $2)', [id(2), 'ab%']],
    ['empty', { prop: id(1), op: 'empty' }, 'not exists (select 1 from vals v where v.inst = i.id and v.prop = $1)', [id(1)]],
    ['eq null is empty', { prop: id(1), op: 'eq', val: null }, 'not exists (select 1 from vals v where v.inst = i.id and v.prop = $1)', [id(1)]],
    ['ne null is notEmpty', { prop: id(1), op: 'ne', val: null }, 'not not exists (select 1 from vals v where v.inst = i.id and v.prop = $1)', [id(1)]],
    ['a link by id', { prop: id(3), op: 'eq', val: id(7) }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."r" = $2)', [id(3), id(7)]],
    ['a link by name', { prop: id(3), op: 'contains', val: 'bo' }, 'exists (select 1 from vals v join instances li on li.id = "v"."r" where v.inst = i.id and v.prop = $1 and "li"."name" ilike $2)', [id(3), '%bo%']],
    ['the user marker', { prop: 'author', op: 'eq', val: '$user' }, '"i"."author" = $1', [USER]],
    ['author by name', { prop: 'author', op: 'starts', val: 'Ив' }, 'exists (select 1 from users u where u.id = i.author and "u"."name" ilike $1)', ['Ив%']],
    ['name', { prop: 'name', op: 'lt', val: 'M' }, '"i"."name" < $1', ['M']],
    ['name empty', { prop: 'name', op: 'empty' }, "i.name = ''", []],
    ['date_create', { prop: 'date_create', op: 'gte', val: '2024-01-02' }, '"i"."created_at" >= $1', ['2024-01-02T00:00:00.000Z']],
    ['class', { prop: 'class', op: 'in', val: [id(8)] }, `exists (select 1 from ${MEMBERSHIP_ROWS_SQL} m where m.inst = i.id and "m"."class_id" = any($1))`, [[id(8)]]],
    ['id', { prop: 'id', op: 'eq', val: id(9) }, '"i"."id" = $1', [id(9)]],
    ['a bool', { prop: id(5), op: 'eq', val: 'false' }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."b" = $2)', [id(5), false]],
    ['a date-time', { prop: id(6), op: 'lt', val: '2024-05-01T12:00:00+03:00' }, 'exists (select 1 from vals v where v.inst = i.id and v.prop = $1 and "v"."d" < $2)', [id(6), '2024-05-01T09:00:00.000Z']],
    ['and, or, not', { or: [{ prop: 'name', op: 'eq', val: 'a' }, { not: { and: [{ prop: 'name', op: 'eq', val: 'b' }, { prop: 'name', op: 'eq', val: 'c' }] } }] }, '("i"."name" = $1 or not ("i"."name" = $2 and "i"."name" = $3))', ['a', 'b', 'c']],
    ['a list is and', [{ prop: 'name', op: 'eq', val: 'a' }], '("i"."name" = $1)', ['a']],
    ['subclass_of', { prop: 'subclass_of', op: 'eq', val: id(8) }, 'i.id in (select hc.descendant from class_closure hc where hc.ancestor = any($1) and hc.depth > 0)', [[id(8)]]],
    ['subclass_of a list', { prop: 'subclass_of', op: 'in', val: [id(8), id(9).toUpperCase()] }, 'i.id in (select hc.descendant from class_closure hc where hc.ancestor = any($1) and hc.depth > 0)', [[id(8), id(9)]]],
    ['not a subclass', { prop: 'subclass_of', op: 'ne', val: id(8) }, 'not i.id in (select hc.descendant from class_closure hc where hc.ancestor = any($1) and hc.depth > 0)', [[id(8)]]],
    ['superclass_of', { prop: 'superclass_of', op: 'eq', val: id(8) }, 'i.id in (select hc.ancestor from class_closure hc where hc.descendant = any($1) and hc.depth > 0)', [[id(8)]]],
  ])('%s', (_title, filter, sql, parameters) => {
    expect(compile(filter)).toEqual({ sql, parameters });
  });

  it.each<[string, Filter, string]>([
    ['a number that is not one', { prop: id(1), op: 'eq', val: 'heavy' }, 'Filter value "heavy" does not fit property «weight» of type float'],
    ['a date that is not one', { prop: id(4), op: 'eq', val: '2024-02-30' }, 'Неверный формат даты: "2024-02-30" (property «born», expected YYYY-MM-DD)'],
    ['a link that is not an id', { prop: id(3), op: 'eq', val: "1' or '1'='1" }, 'Filter value "1\' or \'1\'=\'1" does not fit property «owner» of type ref'],
    ['lt on a bool', { prop: id(5), op: 'lt', val: true }, 'Operator lt does not apply to property «tame» of type bool'],
    ['contains on a number', { prop: id(1), op: 'contains', val: '1' }, 'Operator contains does not apply to property «weight» of type float'],
    ['contains on id', { prop: 'id', op: 'contains', val: 'a' }, 'Operator contains does not apply to property «id» of type ref'],
    ['a list for lt', { prop: id(1), op: 'lt', val: [1] }, 'Operator lt takes one value (property «weight»)'],
    ['no value for eq', { prop: id(1), op: 'eq' }, 'Filter on «weight» needs a value (val)'],
    ['a bool for text', { prop: id(2), op: 'eq', val: true }, 'Filter value true does not fit property «note» of type string'],
    ['an unknown property', { prop: id(77), op: 'eq', val: 1 }, `Unknown property: ${id(77)}`],
    ['subclass_of with contains', { prop: 'subclass_of', op: 'contains', val: 'a' }, 'Operator contains does not apply to subclass_of: use eq, in or ne with class ids'],
    ['subclass_of without a class', { prop: 'subclass_of', op: 'eq', val: null }, 'Filter on subclass_of needs a class id (val)'],
    ['superclass_of with a name', { prop: 'superclass_of', op: 'eq', val: 'Person' }, 'Filter value "Person" of superclass_of is not a class id'],
  ])('refuses %s', (_title, filter, message) => {
    let error: Problem | undefined;
    try {
      resolveFilter(filter, context);
    } catch (e) {
      error = e as Problem;
    }
    expect(error?.kind).toBe('invalid');
    expect(error?.message).toBe(message);
  });

  it('lists the properties a filter names', () => {
    expect(filterPropRefs([{ prop: 'name', op: 'eq', val: 1 }, { or: [{ prop: id(1), op: 'eq' }, { not: { prop: id(2), op: 'empty' } }] }])).toEqual(['name', id(1), id(2)]);
    expect(filterPropRefs({ and: [{ prop: 'subclass_of', op: 'eq', val: id(8) }, { prop: 'superclass_of', op: 'eq', val: id(8) }] })).toEqual([]);
    expect(filterPropRefs(undefined)).toEqual([]);
  });
});
