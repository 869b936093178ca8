import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { checkRule } from '../../model/owlRules/checkRule';
import type { ChangeEntry, DeletedSnapshot } from '../ontologyStore';
import { invalid } from '../problems';
import { loadOntologyIndex } from './ontologyIndexLoader';
import { kindOf, listRuleRows, readsOf, structureOf, writesOf, type RuleRow } from './ruleRepository';
import { RULE_MESSAGES } from './ruleProblems';

/**
 * Rules are typed against the ontology, and set_data may not break them: deleting a class or a
 * property a rule uses, or changing a property's value type, range or kind so a rule no longer
 * types, is refused naming the rules; so is writing by hand a value a rule computes. Runs inside the
 * set_data transaction after its writes, so the rules are checked against the ontology as it would be.
 */

/** Properties whose change may make a rule stop typing. */
const SHAPING_PROPS: readonly string[] = [META_PROP.type, META_PROP.range];
const META_KINDS: readonly string[] = [META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty];

const uses = (row: RuleRow, id: string): boolean => readsOf(row).includes(id) || writesOf(row).includes(id);

function deletedName(change: ChangeEntry): { what: string } {
  const snapshot = change.before as DeletedSnapshot | null;
  const name = snapshot?.name ?? change.entity;
  const isClass = snapshot?.classes.includes(META_CLASS.Class) ?? false;
  return { what: isClass ? `Класс «${name}»` : `Свойство «${name}»` };
}

export async function assertRulesAllowChanges(db: Kysely<Database>, changes: readonly ChangeEntry[]): Promise<void> {
  if (changes.length === 0) return;
  const rules = (await listRuleRows(db, false)).filter((r) => r.enabled);
  if (rules.length === 0) return;
  const deletedIds = new Set(changes.filter((c) => c.op === 'del').map((c) => c.entity));

  for (const change of changes) {
    if (!change.prop || deletedIds.has(change.entity) || deletedIds.has(change.prop) || change.op === 'new' || change.op === 'del') continue;
    const computing = rules.filter((r) => kindOf(r) !== 'defaultValue' && writesOf(r).includes(change.prop as string));
    if (computing.length) {
      const prop = await db.selectFrom('instances').select('name').where('id', '=', change.prop).executeTakeFirst();
      throw invalid(RULE_MESSAGES.computedProperty(prop?.name ?? change.prop, computing.map((r) => r.name)));
    }
  }

  const reshaped = new Set(
    changes
      .filter((c) => c.prop !== null && (SHAPING_PROPS.includes(c.prop) || (c.prop === META_PROP.instanceOf && [c.before, c.after].flat().some((v) => typeof v === 'string' && META_KINDS.includes(v)))))
      .map((c) => c.entity),
  );
  // a rule is refused only if it no longer types: what it reads includes subclasses it does not name
  const changed = new Set([...deletedIds, ...reshaped]);
  const suspects = rules.filter((r) => [...changed].some((id) => uses(r, id)));
  if (suspects.length === 0) return;
  const index = await loadOntologyIndex(db, suspects.map((r) => r.swrl));
  const broken = suspects.flatMap((r) => {
    const checked = checkRule({ swrl: r.swrl, structure: structureOf(r), kind: kindOf(r) }, index);
    return checked.ok ? [] : [{ row: r, reason: checked.problems[0]?.message ?? '' }];
  });
  if (broken.length === 0) return;
  const names = (id: string) => broken.filter((b) => uses(b.row, id)).map((b) => b.row.name);
  const deleted = changes.find((c) => c.op === 'del' && names(c.entity).length > 0);
  if (deleted) throw invalid(RULE_MESSAGES.usedBy(deletedName(deleted).what, names(deleted.entity)));
  const propId = [...reshaped].find((id) => names(id).length > 0) ?? (broken[0] as { row: RuleRow }).row.id;
  const prop = index.properties.find((p) => p.id === propId) ?? index.classes.find((c) => c.id === propId);
  throw invalid(RULE_MESSAGES.retypeBreaks(prop?.name ?? propId, names(propId), (broken[0] as { reason: string }).reason));
}
