import type { Kysely } from 'kysely';
import { META_CLASS as C, META_PROP as P } from '../../../realtime/protocol/metaModel';

type PropSeed = { id: string; kind: 'object' | 'data'; ru: string; en: string; type?: string; domain?: string[]; range?: string; max: number };

const classes: Array<{ id: string; ru: string; en: string }> = [
  { id: C.OntologyMap, ru: 'Онтологическая карта', en: 'Ontology map' },
  { id: C.GraphConfig, ru: 'Конфигурация графа', en: 'Graph configuration' },
  { id: C.TextEditorDoc, ru: 'Текст онтологии', en: 'Ontology text' },
];

const ENTITY_KINDS = [C.Class, C.ObjectProperty, C.DataProperty];

const props: PropSeed[] = [
  { id: P.iri, kind: 'data', type: 'string', ru: 'IRI', en: 'IRI', max: 1 },
  { id: P.inMap, kind: 'object', range: C.OntologyMap, ru: 'Онтологические карты', en: 'Ontology maps', max: -1 },
  { id: P.mapLayout, kind: 'data', type: 'text', domain: [C.OntologyMap], ru: 'Расположение узлов', en: 'Node positions', max: 1 },
  { id: P.stage, kind: 'data', type: 'string', ru: 'Стадия', en: 'Stage', max: 1 },
  { id: P.icon, kind: 'data', type: 'string', ru: 'Значок', en: 'Icon', max: 1 },
  { id: P.color, kind: 'data', type: 'string', ru: 'Цвет', en: 'Colour', max: 1 },
  { id: P.equivalentTo, kind: 'object', domain: ENTITY_KINDS, ru: 'Эквивалентно', en: 'Equivalent to', max: -1 },
  { id: P.inverseOf, kind: 'object', domain: [C.ObjectProperty], range: C.ObjectProperty, ru: 'Обратное свойство', en: 'Inverse of', max: 1 },
  { id: P.deprecated, kind: 'data', type: 'bool', domain: ENTITY_KINDS, ru: 'Устарело', en: 'Deprecated', max: 1 },
  { id: P.graphSettings, kind: 'data', type: 'text', domain: [C.GraphConfig], ru: 'Настройки графа', en: 'Graph settings', max: 1 },
  { id: P.text, kind: 'data', type: 'text', domain: [C.TextEditorDoc], ru: 'Текст', en: 'Text', max: 1 },
];

type ValRow = { inst: string; prop: string; idx: number; t: string | null; n: number | null; r: string | null; lang: string | null };
const val = (inst: string, prop: string, idx: number, v: Partial<Pick<ValRow, 't' | 'n' | 'r' | 'lang'>>): ValRow => ({
  inst, prop, idx, t: v.t ?? null, n: v.n ?? null, r: v.r ?? null, lang: v.lang ?? null,
});
const labels = (inst: string, ru: string, en: string): ValRow[] => [val(inst, P.label, 0, { t: ru, lang: 'ru' }), val(inst, P.label, 1, { t: en, lang: 'en' })];

// The meta-model of the ontology workbench: maps, graph configurations, the text editor's class,
// IRIs for OWL interchange and the instance lifecycle. Fixed ids: see realtime/protocol/meta.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
  const vals: ValRow[] = [];
  for (const c of classes) vals.push(...labels(c.id, c.ru, c.en));
  for (const p of props) {
    vals.push(...labels(p.id, p.ru, p.en));
    if (p.type) vals.push(val(p.id, P.type, 0, { t: p.type }));
    if (p.range) vals.push(val(p.id, P.range, 0, { r: p.range }));
    (p.domain ?? []).forEach((d, idx) => vals.push(val(p.id, P.domain, idx, { r: d })));
    vals.push(val(p.id, P.maxCardinality, 0, { n: p.max }));
  }
  await anyDb.insertInto('instances').values([...classes.map((c) => ({ id: c.id, name: c.en })), ...props.map((p) => ({ id: p.id, name: p.en }))]).execute();
  await anyDb
    .insertInto('memberships')
    .values([
      ...classes.map((c) => ({ class_id: C.Class, instance_id: c.id })),
      ...props.map((p) => ({ class_id: p.kind === 'object' ? C.ObjectProperty : C.DataProperty, instance_id: p.id })),
    ])
    .execute();
  await anyDb.insertInto('class_closure').values(classes.map((c) => ({ ancestor: c.id, descendant: c.id, depth: 0 }))).execute();
  await anyDb.insertInto('vals').values(vals).execute();
}
