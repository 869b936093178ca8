import type { DataRow } from '../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { IntrinsicProp, PropertyDef } from './propertyCatalog';
import type { LinkClass } from './filterCompiler';
import type { InstanceInfo, MemberRow, PageData, ValueRow } from './dataPageLoader';
import type { InstanceAccess } from './readAccess';

/** A field to present: a property id, how it is read, and the class its links must be of. */
export type PresentField = { prop: string; intrinsic: IntrinsicProp | null; reverse: boolean; linkClass: LinkClass | null };

/** What the rows of a page are built from; pure data, so the presenter is tested without a store. */
export type PresentInput = {
  pageIds: string[];
  offset: number;
  /** null: every property the instance has values of. */
  fields: PresentField[] | null;
  showName: boolean;
  scope: { classId: string; recursive: boolean } | null;
  data: PageData;
  info: ReadonlyMap<string, InstanceInfo>;
  defs: ReadonlyMap<string, PropertyDef>;
  /** The caller's access to an instance of these classes (its id and author given for maps and ownership). */
  access: (inst: string, memberOf: string[], author: string | null) => InstanceAccess;
};

type Scalar = DataRow['val'];

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** A stored value as the wire carries it: the one column that is set. */
export function wireValue(v: Pick<ValueRow, 't' | 'n' | 'b' | 'd' | 'r'>): Scalar {
  if (v.r !== null) return v.r;
  if (v.n !== null) return Number(v.n);
  if (v.b !== null) return v.b;
  if (v.d !== null) return iso(v.d);
  return v.t;
}

function caption(v: Pick<ValueRow, 't' | 'n' | 'b' | 'd' | 'r'>, info: ReadonlyMap<string, InstanceInfo>): string | null {
  if (v.r !== null) return info.get(v.r)?.name ?? null;
  const val = wireValue(v);
  return val === null ? null : String(val);
}

/** The class an instance was found in: the scope class or its nearest descendant it is a member of. */
function foundIn(members: MemberRow[], scope: PresentInput['scope']): string | null {
  const inScope = scope ? members.filter((m) => m.depth !== null && (scope.recursive || m.depth === 0)) : members;
  const best = [...inScope].sort((x, y) => (x.depth ?? 0) - (y.depth ?? 0) || (x.classId < y.classId ? -1 : 1))[0];
  return best?.classId ?? members[0]?.classId ?? null;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function linkAllowed(field: PresentField, linked: string, info: ReadonlyMap<string, InstanceInfo>): boolean {
  if (!field.linkClass) return true;
  const { classId, recursive } = field.linkClass;
  return (info.get(linked)?.under ?? []).some(([ancestor, depth]) => ancestor === classId && (recursive || depth === 0));
}

const byName = (info: ReadonlyMap<string, InstanceInfo>) => (x: string, y: string) => {
  const a = info.get(x)?.name ?? '';
  const b = info.get(y)?.name ?? '';
  return a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0;
};

/** A value an OWL rule derived is marked computed, with the rule's name, and never editable; a class the reasoner inferred, computed and inferred. */
const computedMark = (rule: string | undefined, inferred?: true): Partial<DataRow> =>
  inferred ? { computed: true, inferred, readonly: true } : rule === undefined ? {} : { computed: true, rule, readonly: true };

/**
 * One row per (instance, field value), instance after instance in page order: the name row first
 * (unless name is hidden), then each field's values in position order.
 */
export function presentRows(input: PresentInput): DataRow[] {
  const { info, defs } = input;
  const values = groupBy(input.data.values, (v) => v.inst);
  const links = groupBy(input.data.links, (l) => l.target);
  const members = groupBy(input.data.members, (m) => m.inst);
  const rows: DataRow[] = [];
  let ordinal = input.offset;
  for (const inst of input.pageIds) {
    const self = info.get(inst);
    if (!self) continue; // deleted between the statements
    ordinal += 1;
    const memberOf = members.get(inst) ?? [];
    const access = input.access(inst, memberOf.map((m) => m.classId), self.author);
    const base = { row: ordinal, inst, from: foundIn(memberOf, input.scope), can_delete: access.canDelete, lang: null };
    const readonlyOf = (prop: string) => access.readonly || (defs.get(prop)?.readonly ?? false);
    const push = (prop: string, val: Scalar, cap: string | null, idx: number, extra: Partial<DataRow> = {}) =>
      rows.push({ ...base, prop, val, cap, idx, readonly: readonlyOf(prop), ...extra });

    if (input.showName) push(META_PROP.name, self.name, self.name, 0);
    const own = values.get(inst) ?? [];
    const fields = input.fields ?? [...new Set(own.map((v) => v.prop))].map((prop): PresentField => ({ prop, intrinsic: null, reverse: false, linkClass: null }));
    for (const field of fields) {
      const prop = field.prop;
      switch (field.intrinsic) {
        case 'author':
          if (self.author) push(prop, self.author, self.author_name ?? self.author, 0, { readonly: true });
          continue;
        case 'dateCreate':
          push(prop, iso(self.created_at), iso(self.created_at), 0, { readonly: true });
          continue;
        case 'class':
          [...memberOf]
            .sort((x, y) => byName(info)(x.classId, y.classId))
            .forEach((m, idx) => push(prop, m.classId, info.get(m.classId)?.name ?? null, idx, computedMark(m.rule, m.inferred)));
          continue;
        case 'id':
        case 'name':
          continue;
      }
      if (field.reverse) {
        (links.get(inst) ?? [])
          .filter((l) => l.prop === prop && linkAllowed(field, l.source, info))
          .map((l) => l.source)
          .sort(byName(info))
          .forEach((source, idx) => push(prop, source, info.get(source)?.name ?? null, idx, { from: source }));
        continue;
      }
      own
        .filter((v) => v.prop === prop && (v.r === null || linkAllowed(field, v.r, info)))
        .forEach((v) => push(prop, wireValue(v), caption(v, info), v.idx, { lang: v.lang, ...computedMark(v.rule) }));
    }
  }
  return rows;
}
