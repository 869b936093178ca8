import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { isEditable, type FormProblem } from './formModel';
import { LIFECYCLE_PROPS } from './lifecycleFields';

/**
 * Where the instance form puts each field. The name — required of every instance — stands above
 * the tabs, so nobody has to hunt for it on «Общие»; on each tab the fields that must be filled
 * come first (in get_form's order among themselves), then the rest.
 */

export type FieldTab = FormField['tab'];
export const FIELD_TABS: readonly FieldTab[] = ['own', 'inherited', 'common'];

/** Shown above the tabs rather than on one. */
export const isAboveTabs = (prop: string): boolean => prop === META_PROP.name || (LIFECYCLE_PROPS as readonly string[]).includes(prop);

const mustFill = (field: FormField): boolean => field.required && isEditable(field);

/** The fields of one tab, required ones first; the order is otherwise kept. */
export function tabFields(fields: readonly FormField[], tab: FieldTab): FormField[] {
  const onTab = fields.filter((f) => f.tab === tab && !isAboveTabs(f.prop));
  return [...onTab.filter(mustFill), ...onTab.filter((f) => !mustFill(f))];
}

/** The tabs that have fields to show, in tab order. */
export const tabsWithFields = (fields: readonly FormField[]): FieldTab[] => FIELD_TABS.filter((tab) => tabFields(fields, tab).length > 0);

/** Where a problem's field is: above the tabs (null) or on a tab. */
export type FieldPlace = { prop: string; tab: FieldTab | null };

/**
 * The field a person should be taken to after a refused save: the first problem in the order
 * the form shows its fields (above the tabs, then tab by tab, required first). Null when none.
 */
export function firstProblemPlace(fields: readonly FormField[], problems: readonly FormProblem[]): FieldPlace | null {
  const wrong = new Set(problems.map((p) => p.prop));
  const above = fields.find((f) => isAboveTabs(f.prop) && wrong.has(f.prop));
  if (above) return { prop: above.prop, tab: null };
  for (const tab of FIELD_TABS) {
    const field = tabFields(fields, tab).find((f) => wrong.has(f.prop));
    if (field) return { prop: field.prop, tab };
  }
  return null;
}
