import type { RuleProblem } from '../../realtime/protocol/owlRules';
import type { Atom, SwrlRule, Term, ValueType } from './swrlAst';
import { BUILTINS } from './builtins';
import { findByName, valueTypeOf, type OntologyIndex } from './ontologyIndex';
import { problemAt, type ResolvedAtom, type ResolvedRule, type ResolvedTerm, type VarType } from './resolvedRule';

/**
 * Resolves a parsed rule's names against the ontology and types it: a class atom takes one
 * instance, an object property two instances, a data property an instance and a value of its type;
 * builtins take values of their kind; what the head derives must fit the property it goes into
 * (no number into a date property, no instance into a data property). Every problem names the atom.
 */

const TYPE_WORDS: Record<VarType, string> = { instance: 'экземпляр', string: 'строка', number: 'число', boolean: 'логическое значение', date: 'дата' };

type Env = { text: string; index: OntologyIndex; problems: RuleProblem[]; vars: Map<string, VarType> };

const atomText = (text: string, atom: Atom): string => text.slice(atom.at.offset, atom.at.offset + atom.at.length);

function resolveTerm(env: Env, term: Term, atom: Atom): ResolvedTerm | null {
  if (term.kind === 'var') return { kind: 'var', name: term.name };
  if (term.kind === 'literal') return { kind: 'literal', value: term.value, type: term.type };
  const found = findByName(env.index.individuals, term.name);
  if (found.length === 1) return { kind: 'individual', id: (found[0] as { id: string }).id, name: term.name };
  const message = found.length ? `Атом «${atomText(env.text, atom)}»: имя экземпляра «${term.name}» неоднозначно` : `Атом «${atomText(env.text, atom)}»: неизвестный экземпляр «${term.name}»`;
  env.problems.push(problemAt('unknownName', message, env.text, term.at, { atom: atomText(env.text, atom) }));
  return null;
}

/** Gives a variable its type, or reports that it already holds something else. */
function typeVar(env: Env, term: ResolvedTerm, want: VarType, atom: Atom, role: string): void {
  const text = atomText(env.text, atom);
  const mismatch = (has: VarType) => env.problems.push(problemAt('typeMismatch', `Атом «${text}»: ${role} должен быть ${TYPE_WORDS[want]}, а ${describeTerm(term)} — ${TYPE_WORDS[has]}`, env.text, atom.at, { atom: text }));
  if (term.kind === 'var') {
    const has = env.vars.get(term.name);
    if (has === undefined) env.vars.set(term.name, want);
    else if (has !== want) mismatch(has);
  } else if (term.kind === 'individual') {
    if (want !== 'instance') mismatch('instance');
  } else if (want === 'instance' || (term.type !== want && !(want === 'string' && term.type !== 'boolean') && !(want === 'date' && isDateText(term.value)))) {
    // a literal may be compared with text of any kind (numbers and dates are written as text), but never stands for an instance
    mismatch(term.type);
  }
}

const isDateText = (v: unknown): boolean => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

const describeTerm = (t: ResolvedTerm): string => (t.kind === 'var' ? `?${t.name}` : t.kind === 'individual' ? t.name : `«${String(t.value)}»`);

function resolveAtom(env: Env, atom: Atom, inHead: boolean): ResolvedAtom | null {
  const text = atomText(env.text, atom);
  const place = { text, at: atom.at };
  const fail = (code: RuleProblem['code'], message: string) => {
    env.problems.push(problemAt(code, `Атом «${text}»: ${message}`, env.text, atom.at, { atom: text }));
    return null;
  };
  const args = atom.args.map((a) => resolveTerm(env, a, atom));
  if (args.some((a) => a === null)) return null;
  const terms = args as ResolvedTerm[];
  if (atom.kind === 'builtin') {
    const def = BUILTINS[atom.name];
    if (!def) return fail('unknownName', `неизвестная встроенная функция swrlb:${atom.name}`);
    if (inHead) return fail('typeMismatch', 'встроенная функция не может стоять в заключении правила');
    const [min, max] = def.arity;
    if (terms.length < min || terms.length > max) return fail('typeMismatch', `swrlb:${atom.name} принимает ${min === max ? min : `от ${min} до ${max}`} аргумента(ов), а дано ${terms.length}`);
    terms.forEach((t, i) => {
      const want: ValueType | 'any' = def.role === 'compute' && i === 0 ? def.result : def.args;
      if (want === 'any') {
        if (t.kind !== 'literal' && (t.kind === 'individual' || env.vars.get(t.name) === 'instance')) typeVar(env, t, 'string', atom, `аргумент ${i + 1}`);
      } else if (!(t.kind === 'var' && env.vars.has(t.name) && want === 'string' && env.vars.get(t.name) !== 'instance')) {
        typeVar(env, t, want, atom, `аргумент ${i + 1}`);
      }
    });
    return { ...place, kind: 'builtin', name: atom.name, args: terms };
  }
  if (terms.length === 1) {
    const classes = findByName(env.index.classes, atom.name);
    if (classes.length === 0) {
      if (findByName(env.index.properties, atom.name).length) return fail('typeMismatch', `«${atom.name}» — свойство, ему нужны два аргумента`);
      return fail('unknownName', `неизвестный класс «${atom.name}»`);
    }
    if (classes.length > 1) return fail('unknownName', `имя «${atom.name}» неоднозначно: так названы несколько классов`);
    typeVar(env, terms[0] as ResolvedTerm, 'instance', atom, 'аргумент');
    return { ...place, kind: 'class', classId: (classes[0] as { id: string }).id, arg: terms[0] as ResolvedTerm };
  }
  if (terms.length === 2) {
    const props = findByName(env.index.properties, atom.name);
    if (props.length === 0) {
      if (findByName(env.index.classes, atom.name).length) return fail('typeMismatch', `«${atom.name}» — класс, ему нужен один аргумент`);
      return fail('unknownName', `неизвестное свойство «${atom.name}»`);
    }
    if (props.length > 1) return fail('unknownName', `имя «${atom.name}» неоднозначно: так названы несколько свойств`);
    const prop = props[0] as OntologyIndex['properties'][number];
    const [subject, object] = terms as [ResolvedTerm, ResolvedTerm];
    typeVar(env, subject, 'instance', atom, 'первый аргумент');
    if (prop.kind === 'object') {
      typeVar(env, object, 'instance', atom, `второй аргумент объектного свойства «${prop.name}»`);
      return { ...place, kind: 'object', propId: prop.id, subject, object };
    }
    const valueType = valueTypeOf(prop.type);
    typeVar(env, object, valueType, atom, `значение свойства «${prop.name}» (${TYPE_WORDS[valueType]})`);
    return { ...place, kind: 'data', propId: prop.id, valueType, subject, value: object };
  }
  return fail('typeMismatch', 'у атома класса один аргумент, у атома свойства — два');
}

const termVars = (terms: ResolvedTerm[]): string[] => terms.flatMap((t) => (t.kind === 'var' ? [t.name] : []));
const argsOf = (a: ResolvedAtom): ResolvedTerm[] => (a.kind === 'class' ? [a.arg] : a.kind === 'object' ? [a.subject, a.object] : a.kind === 'data' ? [a.subject, a.value] : a.args);

/** Every variable of a builtin and of the head must be bound by the body (SWRL's safety condition). */
function checkSafety(env: Env, body: ResolvedAtom[], head: ResolvedAtom[]): string[] {
  const bound = new Set(body.filter((a) => a.kind !== 'builtin').flatMap((a) => termVars(argsOf(a))));
  const builtins = body.filter((a): a is Extract<ResolvedAtom, { kind: 'builtin' }> => a.kind === 'builtin');
  // a variable only compared with (a test's argument, nowhere else) is a parameter the run gives
  const elsewhere = new Set([...body.filter((a) => a.kind !== 'builtin' || BUILTINS[a.name]?.role === 'compute'), ...head].flatMap((a) => termVars(argsOf(a))));
  const params = [...new Set(builtins.filter((b) => BUILTINS[b.name]?.role === 'test').flatMap((b) => termVars(b.args)))].filter((v) => !elsewhere.has(v));
  params.forEach((v) => bound.add(v));
  let pending = builtins;
  for (let progress = true; progress && pending.length; ) {
    progress = false;
    for (const b of pending) {
      const def = BUILTINS[b.name];
      const inputs = def?.role === 'compute' ? b.args.slice(1) : b.args;
      if (termVars(inputs).every((v) => bound.has(v))) {
        if (def?.role === 'compute') termVars(b.args.slice(0, 1)).forEach((v) => bound.add(v));
        pending = pending.filter((x) => x !== b);
        progress = true;
      }
    }
  }
  for (const atom of [...pending, ...head]) {
    const free = termVars(argsOf(atom)).filter((v) => !bound.has(v));
    if (free.length) env.problems.push(problemAt('unsafeVariable', `Атом «${atom.text}»: переменная ${free.map((v) => `?${v}`).join(', ')} не связана в условии правила`, env.text, atom.at, { atom: atom.text }));
  }
  return params;
}

export type TypingResult = { ok: true; rule: ResolvedRule } | { ok: false; problems: RuleProblem[] };

/** Resolves and types a parsed rule (`text`: the SWRL it was parsed from, for positions). */
export function typeRule(text: string, parsed: SwrlRule, index: OntologyIndex): TypingResult {
  const env: Env = { text, index, problems: [], vars: new Map() };
  const body = parsed.body.map((a) => resolveAtom(env, a, false));
  const head = parsed.head.map((a) => resolveAtom(env, a, true));
  if (env.problems.length) return { ok: false, problems: env.problems };
  const rBody = body as ResolvedAtom[];
  const rHead = head as ResolvedAtom[];
  const params = checkSafety(env, rBody, rHead);
  if (env.problems.length) return { ok: false, problems: env.problems };
  const idsOf = (atoms: ResolvedAtom[]) => [...new Set(atoms.flatMap((a) => (a.kind === 'class' ? [a.classId] : a.kind === 'builtin' ? [] : [a.propId])))];
  return { ok: true, rule: { body: rBody, head: rHead, vars: env.vars, params, reads: idsOf(rBody), writes: idsOf(rHead) } };
}
