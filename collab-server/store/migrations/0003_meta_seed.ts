import type { Kysely } from 'kysely';
import { META_CLASS as C, META_PROP as P } from '../../../realtime/protocol/metaModel';

type PropSeed = {
  id: string;
  kind: 'object' | 'data';
  ru: string;
  en: string;
  type?: string;
  domain?: string[];
  range?: string;
  min?: number;
  max?: number;
  readonly?: boolean;
};

const classes: Array<{ id: string; ru: string; en: string }> = [
  { id: C.Class, ru: 'Класс', en: 'Class' },
  { id: C.ObjectProperty, ru: 'Объектное свойство', en: 'Object property' },
  { id: C.DataProperty, ru: 'Скалярное свойство', en: 'Data property' },
  { id: C.Command, ru: 'Команда', en: 'Command' },
  { id: C.Plugin, ru: 'Плагин', en: 'Plugin' },
];

const props: PropSeed[] = [
  { id: P.name, kind: 'data', type: 'string', ru: 'Название', en: 'Name', max: 1 },
  { id: P.instanceOf, kind: 'object', range: C.Class, ru: 'Класс', en: 'Class', max: -1 },
  { id: P.parents, kind: 'object', domain: [C.Class], range: C.Class, ru: 'Родительские классы', en: 'Parent classes', max: -1 },
  { id: P.domain, kind: 'object', domain: [C.ObjectProperty, C.DataProperty], range: C.Class, ru: 'Область определения', en: 'Domain', max: -1 },
  { id: P.range, kind: 'object', domain: [C.ObjectProperty], range: C.Class, ru: 'Область значений', en: 'Range', max: 1 },
  { id: P.type, kind: 'data', type: 'string', domain: [C.DataProperty], ru: 'Тип значения', en: 'Value type', max: 1 },
  { id: P.minCardinality, kind: 'data', type: 'int', domain: [C.ObjectProperty, C.DataProperty], ru: 'Минимальная кардинальность', en: 'Minimum cardinality', max: 1 },
  { id: P.maxCardinality, kind: 'data', type: 'int', domain: [C.ObjectProperty, C.DataProperty], ru: 'Максимальная кардинальность', en: 'Maximum cardinality', max: 1 },
  { id: P.label, kind: 'data', type: 'multiString', ru: 'Подпись', en: 'Label', max: -1 },
  { id: P.comment, kind: 'data', type: 'multiString', ru: 'Описание', en: 'Description', max: -1 },
  { id: P.author, kind: 'data', type: 'id', ru: 'Автор', en: 'Author', max: 1, readonly: true },
  { id: P.dateCreate, kind: 'data', type: 'dateTime', ru: 'Дата создания', en: 'Date created', max: 1, readonly: true },
  { id: P.readonly, kind: 'data', type: 'bool', domain: [C.ObjectProperty, C.DataProperty], ru: 'Только чтение', en: 'Read-only', max: 1 },
  { id: P.query, kind: 'data', type: 'text', domain: [C.Command], ru: 'Запрос', en: 'Query', min: 1, max: 1 },
  { id: P.cacheSeconds, kind: 'data', type: 'int', domain: [C.Command], ru: 'Кэш, секунд', en: 'Cache, seconds', max: 1 },
  { id: P.perUser, kind: 'data', type: 'bool', domain: [C.Command], ru: 'Кэш для каждого пользователя', en: 'Cache per user', max: 1 },
  { id: P.config, kind: 'data', type: 'text', domain: [C.Plugin], ru: 'Конфигурация', en: 'Configuration', min: 1, max: 1 },
];

type ValSeed = { inst: string; prop: string; idx: number; t?: string; n?: number; b?: boolean; r?: string; lang?: string };

function labels(inst: string, ru: string, en: string): ValSeed[] {
  return [
    { inst, prop: P.label, idx: 0, t: ru, lang: 'ru' },
    { inst, prop: P.label, idx: 1, t: en, lang: 'en' },
  ];
}

// The built-in meta-classes and meta-properties, with fixed ids (realtime/protocol/meta.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const instances = [...classes.map((c) => ({ id: c.id, name: c.en })), ...props.map((p) => ({ id: p.id, name: p.en }))];
  const memberships = [
    ...classes.map((c) => ({ class_id: C.Class, instance_id: c.id })),
    ...props.map((p) => ({ class_id: p.kind === 'object' ? C.ObjectProperty : C.DataProperty, instance_id: p.id })),
  ];
  const vals: ValSeed[] = [];
  for (const c of classes) vals.push(...labels(c.id, c.ru, c.en));
  for (const p of props) {
    vals.push(...labels(p.id, p.ru, p.en));
    if (p.type) vals.push({ inst: p.id, prop: P.type, idx: 0, t: p.type });
    if (p.range) vals.push({ inst: p.id, prop: P.range, idx: 0, r: p.range });
    (p.domain ?? []).forEach((d, idx) => vals.push({ inst: p.id, prop: P.domain, idx, r: d }));
    if (p.min !== undefined) vals.push({ inst: p.id, prop: P.minCardinality, idx: 0, n: p.min });
    if (p.max !== undefined) vals.push({ inst: p.id, prop: P.maxCardinality, idx: 0, n: p.max });
    if (p.readonly) vals.push({ inst: p.id, prop: P.readonly, idx: 0, b: true });
  }
  const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
  await anyDb.insertInto('instances').values(instances).execute();
  await anyDb.insertInto('memberships').values(memberships).execute();
  await anyDb
    .insertInto('class_closure')
    .values(classes.map((c) => ({ ancestor: c.id, descendant: c.id, depth: 0 })))
    .execute();
  await anyDb
    .insertInto('vals')
    .values(vals.map((v) => ({ inst: v.inst, prop: v.prop, idx: v.idx, t: v.t ?? null, n: v.n ?? null, b: v.b ?? null, r: v.r ?? null, lang: v.lang ?? null })))
    .execute();
}
