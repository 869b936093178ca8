import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { captionsOf, fetchChildren, fetchClassCard, fetchClassForm, instanceCount, type TreeNodeInfo } from './classApi';
import { linksOf, type InstanceRows } from './dataRows';

export type ClassCardData = {
  inst: InstanceRows;
  subclasses: TreeNodeInfo[];
  subclassTotal: number;
  instances: number;
  fields: FormField[];
  /** Captions of the classes the card links to: parents and property ranges. */
  captions: Map<string, string>;
};

const SUBCLASSES_SHOWN = 200;

/** Everything the class card shows, in four concurrent requests and one for the captions of linked classes; null: no such class. */
export async function loadClassCard(id: string, lang: string): Promise<ClassCardData | null> {
  const [inst, children, instances, form] = await Promise.all([
    fetchClassCard(id),
    fetchChildren(id, 0, SUBCLASSES_SHOWN, true),
    instanceCount(id).catch(() => 0),
    fetchClassForm(id, lang).catch(() => ({ rows: [], count_rows: 0 })),
  ]);
  if (!inst) return null;
  const linked = [...form.rows.flatMap((f) => (f.range ? [f.range] : [])), ...linksOf(inst, META_PROP.parents).map((p) => p.id)];
  return { inst, subclasses: children.nodes, subclassTotal: children.total, instances, fields: form.rows, captions: await captionsOf(linked, lang) };
}
