import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { swrlName } from '../../model/owlRules/ontologyIndex';
import { tokenize } from '../../model/owlRules/swrlLexer';
import type { ChangeEntry } from '../ontologyStore';
import { listRuleRows, readsOf, writesOf } from './ruleRepository';

/**
 * Rules name classes and properties in their SWRL text; renaming one rewrites the rules that use
 * it (every name token that was the old name), so a rename never breaks a rule. Names written as a
 * label or an IRI still resolve and are left as they are.
 */

/** The text with each name token equal to `from` written as `to`. */
export function renameInSwrl(swrl: string, from: string, to: string): string {
  const lexed = tokenize(swrl);
  if (!lexed.ok) return swrl;
  const hits = lexed.tokens.filter((t) => t.kind === 'name' && t.text === from);
  let out = swrl;
  for (const t of [...hits].reverse()) out = out.slice(0, t.at.offset) + to + out.slice(t.at.offset + t.at.length);
  return out;
}

export async function followRenames(db: Kysely<Database>, changes: readonly ChangeEntry[]): Promise<void> {
  const renames = changes.filter((c) => c.prop === META_PROP.name && typeof c.before === 'string' && typeof c.after === 'string' && c.before !== c.after);
  if (renames.length === 0) return;
  const rules = await listRuleRows(db, false);
  for (const rename of renames) {
    for (const rule of rules.filter((r) => readsOf(r).includes(rename.entity) || writesOf(r).includes(rename.entity))) {
      const swrl = renameInSwrl(rule.swrl, rename.before as string, swrlName({ name: rename.after as string }));
      if (swrl === rule.swrl) continue;
      rule.swrl = swrl;
      await db.updateTable('owl_rules').set({ swrl, version: sql<number>`version + 1`, updated_at: new Date() }).where('id', '=', rule.id).execute();
    }
  }
}
