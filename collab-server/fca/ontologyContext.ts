import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import {
  BROWSER_MAX_CELLS,
  MAX_ATTRIBUTES,
  MAX_OBJECTS,
  type ContextAnswer,
  type ContextAttribute,
  type FormalContextWire,
  type OntologyContextSettings,
  type Scale,
} from '../../realtime/protocol/fca';
import { scaleValues } from '../../model/fca/scaling';
import { invalid } from '../problems';
import { FCA_MESSAGES } from './fcaMessages';
import { linkCaptions } from '../ontologyStore';
import { chunks, IDS_PER_STATEMENT } from '../store';
import { classMembers, propertyValues, requireClasses, requireProperties, sourceObjects, withSubclasses, type StoredValue } from './ontologyFacts';

/**
 * A formal context built from the ontology now (issue 18 §1): objects are the source's instances in
 * name order; attributes are, in the order chosen, the classes (membership, subclasses included),
 * the boolean properties (a true value) and the scaled values of value properties. Nothing is
 * stored: the entry keeps the choice, so the context follows the data.
 */

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

// value types whose values order (ordinal scaling); text and references are nominal only
const ORDERED_TYPES = new Set(['int', 'float', 'date', 'dateTime']);

/** A stored value as scaling takes it: numbers, ISO dates (day), text; a reference by its target's name. */
function scaleInput(v: StoredValue): number | string | null {
  if (v.n !== null) return Number(v.n);
  if (v.d !== null) return new Date(v.d).toISOString().slice(0, 10);
  if (v.b !== null) return v.b ? 'да' : 'нет';
  if (v.r !== null) return v.rname ?? v.r;
  return v.t;
}

/** Captions of many instances (a class's every instance): a statement per batch of ids. */
async function captionsOf(db: Kysely<Database>, names: ReadonlyMap<string, string>, lang: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const batch of chunks([...names], IDS_PER_STATEMENT)) for (const [id, caption] of await linkCaptions(db, new Map(batch), lang)) out.set(id, caption);
  return out;
}

export const tooLargeForBrowser = (ctx: FormalContextWire): boolean => ctx.objects.length * ctx.attributes.length > BROWSER_MAX_CELLS;

/** `lang`: classes, properties and instances are named by their labels in it (else their names), as every screen names them. */
export async function buildOntologyContext(db: Kysely<Database>, caller: Caller, settings: OntologyContextSettings, lang = 'ru'): Promise<ContextAnswer> {
  const { classes, booleanProps, values } = settings.attributes;
  const classNames = await linkCaptions(db, await requireClasses(db, caller, classes), lang);
  const props = await requireProperties(db, [...new Set([...booleanProps, ...values.map((v) => v.prop)])]);
  const propNames = await linkCaptions(db, new Map([...props].map(([id, p]) => [id, p.name])), lang);
  for (const id of booleanProps) {
    const prop = props.get(id);
    if (prop && (prop.isObject || prop.type !== 'bool')) throw invalid(FCA_MESSAGES.notBooleanProperty(propNames.get(prop.id) ?? prop.name));
  }
  const source = await sourceObjects(db, caller, settings.objects);
  source.names = await captionsOf(db, source.names, lang);
  if (source.ids.length > MAX_OBJECTS) throw invalid(FCA_MESSAGES.tooManyObjects(source.ids.length, MAX_OBJECTS));
  const ids = [...source.ids].sort((a, b) => collator.compare(source.names.get(a) ?? '', source.names.get(b) ?? '') || (a < b ? -1 : a > b ? 1 : 0));
  const row = new Map(ids.map((id, i) => [id, i]));
  const incidence: number[][] = ids.map(() => []);
  const attributeInfo: ContextAttribute[] = [];
  const add = (info: ContextAttribute, holders: Iterable<number>) => {
    const a = attributeInfo.length;
    attributeInfo.push(info);
    if (attributeInfo.length > MAX_ATTRIBUTES) throw invalid(FCA_MESSAGES.tooManyAttributes(attributeInfo.length, MAX_ATTRIBUTES));
    for (const g of holders) incidence[g]!.push(a);
  };

  const members = await classMembers(db, classes, ids);
  for (const cls of classes) add({ name: classNames.get(cls) ?? cls, kind: 'class', ref: cls }, [...(members.get(cls) ?? [])].map((i) => row.get(i)!));

  const stored = await propertyValues(db, [...props.keys()], ids);
  const byProp = new Map<string, StoredValue[]>();
  for (const v of stored) {
    const list = byProp.get(v.prop);
    if (list) list.push(v);
    else byProp.set(v.prop, [v]);
  }
  for (const id of booleanProps) {
    const holders = new Set((byProp.get(id) ?? []).filter((v) => v.b === true).map((v) => row.get(v.inst)!));
    add({ name: propNames.get(id) ?? props.get(id)!.name, kind: 'boolean', ref: id }, holders);
  }
  for (const choice of values) {
    const prop = props.get(choice.prop)!;
    const scale: Scale = prop.isObject || !ORDERED_TYPES.has(prop.type ?? '') ? 'nominal' : choice.scale;
    const cells = byProp.get(choice.prop) ?? [];
    const scaled = scaleValues(cells.map(scaleInput), scale, choice.thresholds);
    const holders: number[][] = scaled.names.map(() => []);
    cells.forEach((cell, i) => {
      for (const s of scaled.hits[i] ?? []) holders[s]!.push(row.get(cell.inst)!);
    });
    scaled.names.forEach((suffix, s) => add({ name: `${propNames.get(prop.id) ?? prop.name} ${suffix}`, kind: 'value', ref: choice.prop }, new Set(holders[s])));
  }

  const context: FormalContextWire = {
    objects: ids.map((id) => source.names.get(id) ?? id),
    attributes: attributeInfo.map((a) => a.name),
    incidence: incidence.map((attrs) => [...new Set(attrs)].sort((a, b) => a - b)),
  };
  return {
    context,
    objectIds: ids,
    linkClass: source.linkClass,
    attributeInfo,
    reads: { classes: await withSubclasses(db, [...source.classes, ...classes]), props: [...props.keys()].sort() },
    tooLargeForBrowser: tooLargeForBrowser(context),
  };
}
