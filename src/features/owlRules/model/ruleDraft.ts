import type { CheckOwlRule, CheckOwlRuleAnswer, OwlRule, UpdateOwlRule } from '../../../../realtime/protocol/owlRules';
import { structureOf, wireOf, type StructureDraft } from './ruleStructure';

/** What the editor changes besides the rule's structure and text. */
export type RuleMeta = Pick<OwlRule, 'name' | 'kind' | 'ruleText' | 'noConnectionToComputedProp' | 'subject_area' | 'enabled' | 'mapId'>;

/**
 * A rule being edited. The structure and the SWRL text are two views of one rule: the one the
 * person edited last (`source`) leads, and the server's check brings the other in step — the text
 * generated from the structure, or the structure read back from the text. Text that no structure
 * can show (`structureLost`) is kept as text; the structure view then says so.
 */
export type RuleDraft = {
  /** The rule as stored when the editing started (or was last saved). */
  base: OwlRule;
  meta: RuleMeta;
  structure: StructureDraft;
  swrl: string;
  source: 'structure' | 'text';
  structureLost: boolean;
};

export const metaOf = (rule: OwlRule): RuleMeta => ({
  name: rule.name,
  kind: rule.kind,
  ruleText: rule.ruleText,
  noConnectionToComputedProp: rule.noConnectionToComputedProp,
  subject_area: rule.subject_area,
  enabled: rule.enabled,
  mapId: rule.mapId,
});

/**
 * A rule not stored yet (the list's "create" asks its name and kind; the server stores a rule only
 * once it says something): it has no id, and its first save creates it.
 */
export function newRule(meta: Pick<RuleMeta, 'name' | 'kind'>): OwlRule {
  return {
    id: '',
    name: meta.name,
    kind: meta.kind,
    ruleText: '',
    swrl: '',
    json_str: null,
    noConnectionToComputedProp: false,
    subject_area: [],
    mapId: null,
    author: null,
    authorName: '',
    date_create: '',
    version: 1,
    enabled: true,
    mayEdit: true,
    derivedCount: 0,
    problems: [],
  };
}

export const isNewRule = (rule: OwlRule): boolean => rule.id === '';

export const draftOf = (rule: OwlRule): RuleDraft => ({
  base: rule,
  meta: metaOf(rule),
  structure: structureOf(rule.json_str),
  swrl: rule.swrl,
  // a rule written as text (or whose structure the text outgrew) opens as text
  source: rule.json_str || isNewRule(rule) ? 'structure' : 'text',
  structureLost: rule.json_str === null && rule.swrl.trim() !== '',
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The structure as it is saved: none when the text outgrew it. */
const savedStructure = (draft: RuleDraft) => (draft.structureLost ? null : wireOf(draft.structure));

export function isDirty(draft: RuleDraft): boolean {
  if (isNewRule(draft.base)) return true;
  if (!same(draft.meta, metaOf(draft.base)) || draft.swrl.trim() !== draft.base.swrl.trim()) return true;
  // a structure read back from the text follows the text: the same text is the same rule
  return draft.source === 'structure' && !same(savedStructure(draft), draft.base.json_str);
}

/** The PUT body: everything the editor holds, with the version it started from (a colleague's newer save is then refused, not overwritten). */
export const saveBodyOf = (draft: RuleDraft): UpdateOwlRule => ({ ...draft.meta, swrl: draft.swrl, json_str: savedStructure(draft), version: draft.base.version });

const ruleIdOf = (draft: RuleDraft): string | null => (isNewRule(draft.base) ? null : draft.base.id);

/** What to ask the check about: the structure when it leads (null while it derives nothing), else the text. */
export function checkRequestOf(draft: RuleDraft): CheckOwlRule | null {
  if (draft.source === 'structure') {
    const wire = wireOf(draft.structure);
    return wire ? { kind: draft.meta.kind, swrl: '', json_str: wire, ruleId: ruleIdOf(draft) } : null;
  }
  return { kind: draft.meta.kind, swrl: draft.swrl, json_str: null, ruleId: ruleIdOf(draft) };
}

/** The key of a check request: an answer is folded in only while the draft still asks the same. */
export const checkKeyOf = (request: CheckOwlRule | null): string => JSON.stringify(request);

/**
 * Folds a check answer into the draft: the text generated from the structure, or the structure read
 * back from the text (when the text can be drawn; otherwise the structure is marked lost).
 */
export function absorbCheck(draft: RuleDraft, answer: CheckOwlRuleAnswer): RuleDraft {
  if (draft.source === 'structure') return answer.swrl.trim() ? { ...draft, swrl: answer.swrl } : draft;
  if (answer.json_str) return { ...draft, structure: structureOf(answer.json_str), structureLost: false };
  // text that does not parse says nothing about the structure: it stays as it was while the typo is fixed
  if (answer.problems.some((p) => p.code === 'syntax')) return draft;
  return { ...draft, structureLost: draft.swrl.trim() !== '' };
}

/** After a save (or "take theirs"): the stored rule is the new base and what is shown. */
export const rebase = (rule: OwlRule): RuleDraft => draftOf(rule);

/** "Keep mine" after a colleague's save: the edits stay and the next save goes over their version. */
export const overTheirs = (draft: RuleDraft, theirs: OwlRule): RuleDraft => ({ ...draft, base: theirs });

/** What a colleague's save changed of the rule this editor started from, to tell the person what they would take or overwrite. */
export type ChangedPart = 'name' | 'kind' | 'ruleText' | 'swrl' | 'settings';

export function changedParts(base: OwlRule, theirs: OwlRule): ChangedPart[] {
  const parts: ChangedPart[] = [];
  if (base.name !== theirs.name) parts.push('name');
  if (base.kind !== theirs.kind) parts.push('kind');
  if (base.ruleText !== theirs.ruleText) parts.push('ruleText');
  if (base.swrl.trim() !== theirs.swrl.trim() || !same(base.json_str, theirs.json_str)) parts.push('swrl');
  if (!same([base.subject_area, base.noConnectionToComputedProp, base.enabled, base.mapId], [theirs.subject_area, theirs.noConnectionToComputedProp, theirs.enabled, theirs.mapId])) parts.push('settings');
  return parts;
}
