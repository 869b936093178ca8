import type { RuleProblem } from '../../realtime/protocol/owlRules';
import { lineColumn, type LiteralValue, type Span, type ValueType } from './swrlAst';

/** A rule whose names are resolved to the ontology's ids and whose variables are typed. */

export type ResolvedTerm = { kind: 'var'; name: string } | { kind: 'literal'; value: LiteralValue; type: ValueType } | { kind: 'individual'; id: string; name: string };

type Placed = { text: string; at: Span };
export type ResolvedAtom = Placed &
  (
    | { kind: 'class'; classId: string; arg: ResolvedTerm }
    | { kind: 'object'; propId: string; subject: ResolvedTerm; object: ResolvedTerm }
    | { kind: 'data'; propId: string; valueType: ValueType; subject: ResolvedTerm; value: ResolvedTerm }
    | { kind: 'builtin'; name: string; args: ResolvedTerm[] }
  );

/** What a variable holds: an instance, or a value of a kind. */
export type VarType = 'instance' | ValueType;

export type ResolvedRule = {
  body: ResolvedAtom[];
  head: ResolvedAtom[];
  vars: ReadonlyMap<string, VarType>;
  /** Variables only compared with: the rule's parameters, given when it is run (a stored rule with parameters derives nothing by itself). */
  params: string[];
  /** Classes and properties the body reads (a change to them may change what the rule derives). */
  reads: string[];
  /** Classes and properties the head writes. */
  writes: string[];
};

/** A problem pointing at a place of the text. */
export function problemAt(code: RuleProblem['code'], message: string, text: string, at: Span, extra: Partial<RuleProblem> = {}): RuleProblem {
  return { code, message, position: { offset: at.offset, length: at.length, ...lineColumn(text, at.offset) }, ...extra };
}
