import { RULE_KINDS, type RuleKind } from '../../../../realtime/protocol/owlRules';
import type { RuleCatalog } from './ruleCatalog';
import type { StructureDraft } from './ruleStructure';

/** What an out triad derives: class membership, a link to another instance, or a data value. */
export type TargetKind = 'class' | 'object' | 'data';

// the kinds whose head fits each target (the server's kindProblems says the same in its words)
const FITS: Record<TargetKind, readonly RuleKind[]> = {
  class: ['computedClass'],
  object: ['dependency', 'defaultValue'],
  data: ['valueComputation', 'classNaming', 'defaultValue'],
};

export const targetKindOf = (catalog: RuleCatalog, target: string): TargetKind | null =>
  catalog.classes.has(target) ? 'class' : (catalog.properties.get(target)?.kind ?? null);

export const kindFits = (kind: RuleKind, target: TargetKind): boolean => FITS[target].includes(kind);

/** The kinds a rule deriving into targets of this kind may be; every kind when nothing is derived yet. */
export const kindsFor = (target: TargetKind | null): readonly RuleKind[] => (target ? FITS[target] : RULE_KINDS);

/**
 * The kind the rule should have after its first out triad changed: the chosen one while it still
 * fits, else the first that does (a class → computed class, a link → dependency, a value → value computation).
 */
export function fittingKind(current: RuleKind, draft: StructureDraft, catalog: RuleCatalog): RuleKind {
  const first = draft.out_triad[0];
  const target = first ? targetKindOf(catalog, first.target) : null;
  if (!target || kindFits(current, target)) return current;
  return FITS[target][0] as RuleKind;
}
