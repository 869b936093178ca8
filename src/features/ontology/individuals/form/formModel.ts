import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import type { SetValue } from '../../../../../realtime/protocol/dataApi/setData';
import { change, type OntologyChange } from '../../client';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { dayOfStored, dayText } from '../../../../i18n/dayText';
import { formatDateTime } from '../../../../i18n/format';
import { readTypedValue, type ValueProblem } from '../typedValue';
import { isComputed } from './computedValues';

/**
 * The instance form's model: the values of get_form as editable texts (one per value), their
 * validation (required, cardinality, types) and the set_data items of what changed.
 */

/** One value as the form edits it: text for data (an instance id for links), its language, its caption (links). */
export type DraftValue = { text: string; lang: string | null; cap: string | null };
/** Values by property id. */
export type Drafts = Record<string, DraftValue[]>;

export type FormProblem =
  | { prop: string; cap: string; kind: 'required' }
  | { prop: string; cap: string; kind: 'tooFew' | 'tooMany'; limit: number }
  | { prop: string; cap: string; kind: ValueProblem; index: number }
  /** The server refused the save over this field, in its own words. */
  | { prop: string; cap: string; kind: 'refused'; text: string };

/**
 * One stored value as the form's text: a date as DD.MM.YYYY (a date kept as a moment, midnight UTC,
 * is still that day), a moment as DD.MM.YYYY HH:mm. A value that cannot be read so is shown as it
 * came; it is only checked if the person edits it, so it never stops the others being saved.
 * Links and the author keep their caption: a person's name, never an id.
 */
function draftOf(field: FormField, value: FormField['vals'][number]): DraftValue {
  const raw = value.val;
  let text = raw === null ? '' : String(raw);
  if (field.type === 'date' && typeof raw === 'string') text = dayText(dayOfStored(raw) ?? '') || raw;
  if (field.type === 'dateTime' && typeof raw === 'string') text = formatDateTime(raw, { seconds: false }) || raw;
  const captioned = field.kind === 'object' || field.prop === META_PROP.author;
  return { text, lang: value.lang, cap: captioned ? value.cap : null };
}

/** The form's values as drafts, by property. */
export function draftsFromForm(fields: readonly FormField[]): Drafts {
  return Object.fromEntries(fields.map((f) => [f.prop, f.vals.map((v) => draftOf(f, v))]));
}

const filled = (values: readonly DraftValue[] | undefined): DraftValue[] => (values ?? []).filter((v) => v.text.trim() !== '');

/** What a field's values are, for telling whether they changed: blank inputs do not count. */
export function valuesKey(values: readonly DraftValue[] | undefined): string {
  return JSON.stringify(filled(values).map((v) => [v.text.trim(), v.lang ?? '']));
}

/** Fields the user may edit and the form saves (author and creation date never, nor values an OWL rule derives). */
export function isEditable(field: FormField): boolean {
  return !field.readonly && !isComputed(field) && field.prop !== META_PROP.author && field.prop !== META_PROP.dateCreate;
}

/**
 * Problems of the form's values; an empty list means it may be saved. With `base` (the values the
 * form opened with, for an instance that exists) only the fields the person changed are checked:
 * only they are sent, and a stored value the form cannot read must never hold back the others.
 */
export function validateDrafts(fields: readonly FormField[], drafts: Drafts, base?: Drafts): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const field of fields) {
    if (!isEditable(field)) continue;
    if (base && valuesKey(base[field.prop]) === valuesKey(drafts[field.prop])) continue;
    const values = filled(drafts[field.prop]);
    const { prop, cap } = field;
    if (field.min >= 1 && values.length === 0) problems.push({ prop, cap, kind: 'required' });
    else if (values.length < field.min) problems.push({ prop, cap, kind: 'tooFew', limit: field.min });
    if (field.max !== -1 && values.length > field.max) problems.push({ prop, cap, kind: 'tooMany', limit: field.max });
    if (field.kind !== 'data') continue;
    values.forEach((value, index) => {
      const reading = readTypedValue(field.type, value.text, value.lang);
      if (!reading.ok) problems.push({ prop, cap, kind: reading.problem, index });
    });
  }
  return problems;
}

/** Whether one more value may be added to the field (-1: no maximum). */
export function canAddValue(field: FormField, values: readonly DraftValue[] | undefined): boolean {
  return isEditable(field) && (field.max === -1 || (values ?? []).length < field.max);
}

function setValues(field: FormField, values: readonly DraftValue[]): SetValue[] {
  return filled(values).map((v) => {
    if (field.kind === 'object') return v.text.trim();
    const reading = readTypedValue(field.type, v.text, v.lang);
    if (!reading.ok) throw new Error(`${field.cap}: ${reading.problem}`);
    return reading.value;
  });
}

export type NewInstance = { classId: string; inst: string };

/**
 * The changes writing the fields whose values differ from `base` (validate first). A single value
 * replaces the old ones; several (and any multiString, where a set would only replace one
 * language) are cleared and added in order. With `create`, the instance is made first.
 */
export function changeItems(inst: string, fields: readonly FormField[], base: Drafts, drafts: Drafts, create?: NewInstance): OntologyChange[] {
  const changes: OntologyChange[] = [];
  const nameText = filled(drafts[META_PROP.name])[0]?.text.trim() ?? '';
  if (create) changes.push(change.create(create.classId, create.inst, nameText));
  for (const field of fields) {
    if (!isEditable(field) || valuesKey(base[field.prop]) === valuesKey(drafts[field.prop])) continue;
    if (field.prop === META_PROP.name) {
      if (!create) changes.push(change.rename(inst, nameText));
      continue;
    }
    const values = setValues(field, drafts[field.prop] ?? []);
    if (values.length === 1 && field.type !== 'multiString') {
      changes.push(change.set(inst, field.prop, values[0] ?? null));
      continue;
    }
    if (!create) changes.push(change.set(inst, field.prop, null));
    for (const val of values) changes.push(change.add(inst, field.prop, val));
  }
  return changes;
}

/** The props whose values differ between two drafts. */
export function changedProps(fields: readonly FormField[], base: Drafts, drafts: Drafts): string[] {
  return fields.filter((f) => valuesKey(base[f.prop]) !== valuesKey(drafts[f.prop])).map((f) => f.prop);
}
