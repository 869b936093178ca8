import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';

export const LIFECYCLE_PROPS = [META_PROP.stage, META_PROP.icon, META_PROP.color] as const;
export type LifecycleValues = Partial<Record<string, FormField['vals']>>;

/**
 * Stage, icon and colour apply to every instance but have no domain, so get_form does not list
 * them: they are added to the form as common fields (unless the class declares them), read-only
 * when the name is.
 */
export function withLifecycleFields(rows: readonly FormField[], values: LifecycleValues, captions: Record<string, string>): FormField[] {
  const name = rows.find((r) => r.prop === META_PROP.name);
  const extra = LIFECYCLE_PROPS.filter((prop) => !rows.some((r) => r.prop === prop)).map<FormField>((prop) => ({
    prop,
    cap: captions[prop] ?? prop,
    kind: 'data',
    type: 'string',
    range: null,
    min: 0,
    max: 1,
    required: false,
    readonly: name?.readonly ?? false,
    tab: 'common',
    vals: values[prop] ?? [],
  }));
  return [...rows, ...extra];
}
