import type { CompareMethod, Operand, OutTriad, RuleFilter, RuleStructure, TriadLink } from '../../realtime/protocol/owlRules';
import { BUILTINS } from './builtins';
import type { ResolvedAtom, ResolvedRule, ResolvedTerm } from './resolvedRule';
import { COMPARE_BUILTIN } from './swrlGeneration';

/**
 * The way back from SWRL to the drawn structure, where the rule has that shape: every instance
 * variable bound to exactly one class, object properties between variables, data values compared
 * with a literal or a parameter, computing builtins that feed the head. Anything else (individuals
 * in atoms, chains of builtins, two classes on a variable) reads as null: the rule stays SWRL only.
 */

const METHOD_OF = new Map(Object.entries(COMPARE_BUILTIN).map(([method, builtin]) => [builtin, method as CompareMethod]));

type Data = Extract<ResolvedAtom, { kind: 'data' }>;
type Builtin = Extract<ResolvedAtom, { kind: 'builtin' }>;

const varName = (t: ResolvedTerm | undefined): string | null => (t?.kind === 'var' ? t.name : null);

export function readBackStructure(rule: ResolvedRule): RuleStructure | null {
  const triads = new Map<string, string>();
  const links: TriadLink[] = [];
  const dataAtoms: Data[] = [];
  const builtins: Builtin[] = [];
  for (const atom of rule.body) {
    if (atom.kind === 'class') {
      const v = varName(atom.arg);
      if (!v || triads.has(v)) return null;
      triads.set(v, atom.classId);
    } else if (atom.kind === 'object') {
      const [s, o] = [varName(atom.subject), varName(atom.object)];
      if (!s || !o) return null;
      links.push({ id: `l${links.length + 1}`, triad1: s, triad2: o, link_type: atom.propId, name: '' });
    } else if (atom.kind === 'data') {
      if (!varName(atom.subject)) return null;
      dataAtoms.push(atom);
    } else builtins.push(atom);
  }
  const valueSource = new Map<string, Data>();
  for (const d of dataAtoms) {
    const v = varName(d.value);
    if (!v || valueSource.has(v)) return null;
    valueSource.set(v, d);
  }
  const operandOf = (t: ResolvedTerm): Operand | null => {
    if (t.kind === 'literal') return { literal: t.value };
    const source = t.kind === 'var' ? valueSource.get(t.name) : undefined;
    return source ? { triad: varName(source.subject) as string, prop: source.propId } : null;
  };
  const filters: RuleFilter[] = [];
  const used = new Set<string>();
  const computed = new Map<string, Builtin>();
  for (const b of builtins) {
    const def = BUILTINS[b.name];
    if (def?.role === 'compute') {
      const result = varName(b.args[0]);
      if (!result || b.args.slice(1).some((a) => a.kind === 'var' && !valueSource.has(a.name))) return null;
      computed.set(result, b);
      b.args.slice(1).forEach((a) => used.add(varName(a) ?? ''));
      continue;
    }
    const method = METHOD_OF.get(b.name);
    const v = varName(b.args[0]);
    const source = v ? valueSource.get(v) : undefined;
    const other = b.args[1];
    if (!method || !source || !other || other.kind === 'individual') return null;
    used.add(v as string);
    const param = other.kind === 'var' && rule.params.includes(other.name) ? other.name : null;
    if (other.kind === 'var' && !param) return null;
    filters.push({
      id: `f${filters.length + 1}`,
      inst_type: varName(source.subject) as string,
      collection: source.propId,
      compare_method: method,
      string_value: other.kind === 'literal' ? String(other.value) : '',
      is_rule_param: param !== null,
      param_name: param ?? '',
    });
  }
  const outs: OutTriad[] = [];
  for (const atom of rule.head) {
    const id = `o${outs.length + 1}`;
    if (atom.kind === 'class') outs.push({ id, triad: varName(atom.arg) ?? '', target: atom.classId, builtin: 'value', args: [] });
    else if (atom.kind === 'object') outs.push({ id, triad: varName(atom.subject) ?? '', target: atom.propId, object: varName(atom.object) ?? undefined, builtin: 'value', args: [] });
    else if (atom.kind === 'data') {
      const v = varName(atom.value);
      const by = v ? computed.get(v) : undefined;
      if (by) {
        const args = by.args.slice(1).map(operandOf);
        if (args.some((a) => a === null)) return null;
        outs.push({ id, triad: varName(atom.subject) ?? '', target: atom.propId, builtin: by.name as OutTriad['builtin'], args: args as Operand[] });
      } else {
        const arg = operandOf(atom.value);
        if (!arg) return null;
        if (v) used.add(v);
        outs.push({ id, triad: varName(atom.subject) ?? '', target: atom.propId, builtin: 'value', args: [arg] });
      }
    }
  }
  // a data value read and never compared is a filter "has a value"
  for (const d of dataAtoms) if (!used.has(varName(d.value) as string)) filters.push({ id: `f${filters.length + 1}`, inst_type: varName(d.subject) as string, collection: d.propId, compare_method: 'exists', string_value: '', is_rule_param: false, param_name: '' });
  const instanceVars = [...rule.vars].filter(([, t]) => t === 'instance').map(([v]) => v);
  if (instanceVars.some((v) => !triads.has(v)) || outs.some((o) => !triads.has(o.triad))) return null;
  if (computed.size && [...computed.values()].some((b) => !['add', 'subtract', 'multiply', 'divide', 'stringConcat'].includes(b.name))) return null;
  return { triads: [...triads].map(([id, classId]) => ({ id, classId })), triad_link: links, filter: filters, out_triad: outs };
}
