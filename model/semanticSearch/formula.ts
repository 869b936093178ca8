import jsep from 'jsep';
import { ARITHMETIC_OPS, COMPARISON_OPS, FORMULA_FUNCTIONS, formulaRefs, type ArithmeticOp, type ComparisonOp, type FormulaFunction, type FormulaNode } from './formulaAst';

/**
 * Formulas of calculated columns (domain spec §3.3, §5): `[code]` references (letters, digits,
 * underscores), numbers, strings, + - * / %, comparisons, && || !, `a ? b : c` and a few functions.
 * jsep parses; every node is then checked against a whitelist and turned into a `FormulaNode`.
 * References are rewritten to identifiers `$code$` of the same length before parsing, so jsep's
 * error positions are positions in the text the user typed.
 */

export type { FormulaNode, FormulaFunction } from './formulaAst';
export { FORMULA_FUNCTIONS, formulaRefs } from './formulaAst';
export { evaluateFormula, FormulaEvaluationError } from './formulaEvaluation';

export type FormulaProblem = { message: string; position: number };
export type ParsedFormula = { ok: true; ast: FormulaNode; refs: string[] } | ({ ok: false } & FormulaProblem);

type Prepared = { text: string; refPositions: Map<string, number> } | FormulaProblem;

class FormulaSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

const CODE_CHAR = /[A-Za-z0-9_]/;

/** `[code]` → `$code$`, outside string literals; a `[` that does not open a code and a stray `$` are errors. */
function prepare(source: string): Prepared {
  const refPositions = new Map<string, number>();
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (quote) {
      out += ch;
      if (ch === '\\' && i + 1 < source.length) out += source[++i];
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      out += ch;
    } else if (ch === '[') {
      let end = i + 1;
      while (end < source.length && CODE_CHAR.test(source[end] as string)) end++;
      if (end === i + 1 || source[end] !== ']') {
        return { message: 'Ссылка на столбец пишется как [код]: буквы, цифры и подчёркивания', position: i };
      }
      const code = source.slice(i + 1, end);
      if (!refPositions.has(code)) refPositions.set(code, i);
      out += `$${code}$`;
      i = end;
    } else if (ch === '$' || ch === ']') {
      return { message: `Недопустимый символ «${ch}»`, position: i };
    } else out += ch;
  }
  return { text: out, refPositions };
}

const JSEP_MESSAGES: [RegExp, string][] = [
  [/^Expected expression/, 'Ожидается выражение'],
  [/^Unclosed \(/, 'Не закрыта скобка «(»'],
  [/^Unclosed quote/, 'Не закрыта кавычка'],
  [/^Expected ,/, 'Ожидается «,»'],
  [/^Expected :/, 'Ожидается «:» в выражении «условие ? да : нет»'],
  [/^Expected \)|^Unclosed/, 'Ожидается «)»'],
  [/^Unexpected "(.*)"/, 'Неожиданный символ «$1»'],
];

function jsepMessage(description: string): string {
  const plain = description.replace(/ at character \d+$/, '');
  for (const [re, ru] of JSEP_MESSAGES) {
    const found = re.exec(plain);
    if (found) return ru.replace('$1', found[1] ?? '');
  }
  return 'Синтаксическая ошибка';
}

/** Where a word first appears in the prepared text (for nodes jsep does not give positions of). */
function positionOf(text: string, token: string): number {
  if (!/^[A-Za-z_]/.test(token)) return Math.max(0, text.indexOf(token));
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(^|[^A-Za-z0-9_$])(${escaped})`).exec(text);
  return found ? found.index + (found[1]?.length ?? 0) : 0;
}

/** Where a second expression starts: after the longest prefix that is one expression. */
function secondExpressionStart(text: string): number {
  let found = 0;
  for (let i = 1; i < text.length; i++) {
    if (!/\s/.test(text[i - 1] as string) || /\s/.test(text[i] as string)) continue;
    try {
      if (jsep(text.slice(0, i)).type !== 'Compound') found = i;
    } catch {
      // not a whole expression yet
    }
  }
  return found;
}

function convert(node: jsep.Expression, text: string, refs: Map<string, number>): FormulaNode {
  const fail = (message: string, token: string): never => {
    throw new FormulaSyntaxError(message, positionOf(text, token));
  };
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (typeof value === 'number') return { kind: 'number', value };
      if (typeof value === 'string') return { kind: 'string', value };
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      if (value === null) return { kind: 'null' };
      return fail('Недопустимое значение', String((node as jsep.Literal).raw));
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      const ref = /^\$([A-Za-z0-9_]+)\$$/.exec(name);
      if (ref?.[1] !== undefined) return { kind: 'ref', code: ref[1], position: refs.get(ref[1]) ?? 0 };
      return fail(`Неизвестное имя «${name}»: ссылка на столбец пишется как [${name}]`, name);
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression;
      const arg = convert(argument, text, refs);
      if (operator === '-') return { kind: 'negate', arg };
      if (operator === '+') return arg;
      if (operator === '!') return { kind: 'not', arg };
      return fail(`Недопустимая операция «${operator}»`, operator);
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression;
      const op = operator === '===' ? '==' : operator === '!==' ? '!=' : operator;
      const l = convert(left, text, refs);
      const r = convert(right, text, refs);
      if ((ARITHMETIC_OPS as readonly string[]).includes(op)) return { kind: 'arithmetic', op: op as ArithmeticOp, left: l, right: r };
      if ((COMPARISON_OPS as readonly string[]).includes(op)) return { kind: 'compare', op: op as ComparisonOp, left: l, right: r };
      if (op === '&&' || op === '||') return { kind: 'logical', op, left: l, right: r };
      return fail(`Недопустимая операция «${operator}»`, operator);
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return { kind: 'conditional', test: convert(c.test, text, refs), then: convert(c.consequent, text, refs), otherwise: convert(c.alternate, text, refs) };
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      if (call.callee.type !== 'Identifier') return fail('Недопустимый вызов', '(');
      const name = (call.callee as jsep.Identifier).name;
      const fn = name.toLowerCase();
      if (!Object.hasOwn(FORMULA_FUNCTIONS, fn)) return fail(`Неизвестная функция «${name}»`, name);
      const arity = FORMULA_FUNCTIONS[fn as FormulaFunction];
      if (call.arguments.length < arity.min || call.arguments.length > arity.max) {
        const expected = arity.min === arity.max ? `${arity.min}` : `от ${arity.min} до ${arity.max}`;
        return fail(`Функция «${name}» принимает аргументов: ${expected}`, name);
      }
      return { kind: 'call', fn: fn as FormulaFunction, args: call.arguments.map((a) => convert(a, text, refs)) };
    }
    case 'Compound':
      throw new FormulaSyntaxError('Ожидается одно выражение', secondExpressionStart(text));
    default:
      return fail('Недопустимое выражение', node.type === 'MemberExpression' ? '.' : ' ');
  }
}

export function parseFormula(source: string): ParsedFormula {
  if (source.trim() === '') return { ok: false, message: 'Формула пуста', position: 0 };
  const prepared = prepare(source);
  if ('message' in prepared) return { ok: false, ...prepared };
  let tree: jsep.Expression;
  try {
    tree = jsep(prepared.text);
  } catch (error) {
    const e = error as { index?: number; description?: string };
    return { ok: false, message: jsepMessage(e.description ?? ''), position: Math.min(e.index ?? 0, source.length) };
  }
  try {
    const ast = convert(tree, prepared.text, prepared.refPositions);
    return { ok: true, ast, refs: formulaRefs(ast) };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, message: error.message, position: error.position };
    throw error;
  }
}

/** A formula's first problem against the codes it may refer to, or null when it is fine. */
export function checkFormula(source: string, knownCodes: readonly string[]): FormulaProblem | null {
  const parsed = parseFormula(source);
  if (!parsed.ok) return { message: parsed.message, position: parsed.position };
  const unknown = collectRefPositions(parsed.ast)
    .filter(([code]) => !knownCodes.includes(code))
    .sort((a, b) => a[1] - b[1])[0];
  return unknown ? { message: `Неизвестный код [${unknown[0]}]`, position: unknown[1] } : null;
}

function collectRefPositions(ast: FormulaNode): [string, number][] {
  const out: [string, number][] = [];
  const walk = (n: FormulaNode): void => {
    if (n.kind === 'ref') out.push([n.code, n.position]);
    else if (n.kind === 'negate' || n.kind === 'not') walk(n.arg);
    else if (n.kind === 'arithmetic' || n.kind === 'compare' || n.kind === 'logical') [n.left, n.right].forEach(walk);
    else if (n.kind === 'conditional') [n.test, n.then, n.otherwise].forEach(walk);
    else if (n.kind === 'call') n.args.forEach(walk);
  };
  walk(ast);
  return out;
}
