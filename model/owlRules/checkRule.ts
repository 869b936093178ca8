import type { RuleKind, RuleProblem, RuleStructure } from '../../realtime/protocol/owlRules';
import type { OntologyIndex } from './ontologyIndex';
import type { ResolvedRule } from './resolvedRule';
import { kindProblems, suggestKind } from './ruleKinds';
import { generateSwrl } from './swrlGeneration';
import { parseSwrl } from './swrlParser';
import { readBackStructure } from './swrlReadBack';
import { typeRule } from './swrlTyping';

/**
 * A rule checked end to end, without the store: the SWRL (generated from the structure when only
 * that is given), parsed, typed against the ontology, and fitted to its kind.
 */
export type CheckedRule =
  | { ok: true; swrl: string; rule: ResolvedRule; kind: RuleKind; structure: RuleStructure | null }
  | { ok: false; swrl: string; problems: RuleProblem[]; kind: RuleKind | null; structure: RuleStructure | null };

export function checkRule(input: { swrl: string; structure: RuleStructure | null; kind?: RuleKind }, index: OntologyIndex): CheckedRule {
  let swrl = input.swrl.trim();
  if (!swrl && input.structure) {
    const generated = generateSwrl(input.structure, index);
    if (!generated.ok) return { ok: false, swrl: '', problems: generated.problems, kind: null, structure: input.structure };
    swrl = generated.swrl;
  }
  const parsed = parseSwrl(swrl);
  if (!parsed.ok) {
    const { message, offset, line, column, length, expected } = parsed.error;
    const problem: RuleProblem = { code: 'syntax', message: `Строка ${line}, позиция ${column}: ${message}`, position: { offset, line, column, length }, expected };
    return { ok: false, swrl, problems: [problem], kind: null, structure: input.structure };
  }
  const typed = typeRule(swrl, parsed.rule, index);
  if (!typed.ok) return { ok: false, swrl, problems: typed.problems, kind: null, structure: input.structure };
  const suggested = suggestKind(typed.rule);
  const kind = input.kind ?? suggested;
  const structure = input.structure ?? readBackStructure(typed.rule);
  const problems = kindProblems(kind, typed.rule);
  if (problems.length) return { ok: false, swrl, problems, kind: suggested, structure };
  return { ok: true, swrl, rule: typed.rule, kind, structure };
}
