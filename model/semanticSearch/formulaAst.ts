/**
 * The typed tree of a calculated column's formula (domain spec §3.3, §5). The parser produces it
 * from jsep's generic tree after checking every node against a whitelist, so the evaluator (here,
 * in JS) and the SQL compiler (on the server) only ever see these shapes — nothing is `eval`ed.
 */

export const FORMULA_FUNCTIONS = {
  round: { min: 1, max: 2 },
  abs: { min: 1, max: 1 },
  min: { min: 1, max: 20 },
  max: { min: 1, max: 20 },
  coalesce: { min: 1, max: 20 },
  ifnull: { min: 2, max: 2 },
  concat: { min: 1, max: 20 },
  lower: { min: 1, max: 1 },
  upper: { min: 1, max: 1 },
  len: { min: 1, max: 1 },
  if: { min: 3, max: 3 },
} as const;
export type FormulaFunction = keyof typeof FORMULA_FUNCTIONS;

export const ARITHMETIC_OPS = ['+', '-', '*', '/', '%'] as const;
export const COMPARISON_OPS = ['==', '!=', '<', '>', '<=', '>='] as const;
export type ArithmeticOp = (typeof ARITHMETIC_OPS)[number];
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  /** `[code]`; `position`: where the code's first reference starts in the formula text. */
  | { kind: 'ref'; code: string; position: number }
  | { kind: 'negate'; arg: FormulaNode }
  | { kind: 'not'; arg: FormulaNode }
  | { kind: 'arithmetic'; op: ArithmeticOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'compare'; op: ComparisonOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'logical'; op: '&&' | '||'; left: FormulaNode; right: FormulaNode }
  | { kind: 'conditional'; test: FormulaNode; then: FormulaNode; otherwise: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; args: FormulaNode[] };

/** The codes a formula refers to, each once, in the order of first appearance. */
export function formulaRefs(node: FormulaNode, into: string[] = []): string[] {
  switch (node.kind) {
    case 'ref':
      if (!into.includes(node.code)) into.push(node.code);
      break;
    case 'negate':
    case 'not':
      formulaRefs(node.arg, into);
      break;
    case 'arithmetic':
    case 'compare':
    case 'logical':
      formulaRefs(node.left, into);
      formulaRefs(node.right, into);
      break;
    case 'conditional':
      formulaRefs(node.test, into);
      formulaRefs(node.then, into);
      formulaRefs(node.otherwise, into);
      break;
    case 'call':
      for (const arg of node.args) formulaRefs(arg, into);
      break;
    default:
      break;
  }
  return into;
}
