import type { OutTriad, RuleFilter, RuleStructure, Triad, TriadLink } from '../../../../realtime/protocol/owlRules';

/**
 * The rule as the editor builds it: variables bound to classes (triads), object properties between
 * them (triad links), conditions on data values (filters) and what the rule derives (out triads).
 * A draft may derive nothing yet; it goes on the wire (`json_str`) only once it derives something.
 * Every edit is a pure function of the draft, so the editor's state is a value that can be compared
 * and tested.
 */
export type StructureDraft = {
  triads: Triad[];
  triad_link: TriadLink[];
  filter: RuleFilter[];
  out_triad: OutTriad[];
};

export const emptyStructure = (): StructureDraft => ({ triads: [], triad_link: [], filter: [], out_triad: [] });

export const structureOf = (wire: RuleStructure | null): StructureDraft =>
  wire ? { triads: [...wire.triads], triad_link: [...wire.triad_link], filter: [...wire.filter], out_triad: [...wire.out_triad] } : emptyStructure();

/** The draft as `json_str`; null while it derives nothing (the server needs at least one out triad). */
export const wireOf = (draft: StructureDraft): RuleStructure | null => (draft.out_triad.length > 0 && draft.triads.length > 0 ? { ...draft } : null);

// the first letter of a class name as a SWRL variable: variables are Latin letters, names often Russian
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh', щ: 'sch', ы: 'y', э: 'e', ю: 'yu', я: 'ya',
};

/** A short variable for an instance of the class (`Пицца` → `p`), not one of `taken` (`p2`, `p3`, …). */
export function variableFor(className: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const first = [...className.toLowerCase()].map((ch) => (/[a-z]/.test(ch) ? ch : (CYRILLIC[ch] ?? ''))).find((s) => s !== '') ?? 'x';
  if (!used.has(first)) return first;
  for (let n = 2; ; n++) if (!used.has(`${first}${n}`)) return `${first}${n}`;
}

/** An id for a new link, filter or out triad, unused in its list. */
function nextId(prefix: string, existing: ReadonlyArray<{ id: string }>): string {
  const used = new Set(existing.map((e) => e.id));
  for (let n = existing.length + 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** Adds a variable of the class; answers the draft and the new variable. */
export function addTriad(draft: StructureDraft, classId: string, className: string): { draft: StructureDraft; triad: string } {
  const id = variableFor(className, draft.triads.map((t) => t.id));
  return { draft: { ...draft, triads: [...draft.triads, { id, classId }] }, triad: id };
}

/** Whether an operand, filter, link or out triad refers to the variable. */
const outUses = (out: OutTriad, triad: string): boolean => out.triad === triad || out.object === triad || out.args.some((a) => 'triad' in a && a.triad === triad);

/** Removes a variable and whatever refers to it (its links, filters and what is derived with it). */
export function removeTriad(draft: StructureDraft, triad: string): StructureDraft {
  return {
    triads: draft.triads.filter((t) => t.id !== triad),
    triad_link: draft.triad_link.filter((l) => l.triad1 !== triad && l.triad2 !== triad),
    filter: draft.filter.filter((f) => f.inst_type !== triad),
    out_triad: draft.out_triad.filter((o) => !outUses(o, triad)),
  };
}

/** Links two variables by an object property (from triad1's instance to triad2's). */
export function addLink(draft: StructureDraft, link: Omit<TriadLink, 'id'>): StructureDraft {
  return { ...draft, triad_link: [...draft.triad_link, { ...link, id: nextId('l', draft.triad_link) }] };
}

export const removeLink = (draft: StructureDraft, id: string): StructureDraft => ({ ...draft, triad_link: draft.triad_link.filter((l) => l.id !== id) });

export function addFilter(draft: StructureDraft, filter: Omit<RuleFilter, 'id'>): StructureDraft {
  return { ...draft, filter: [...draft.filter, { ...filter, id: nextId('f', draft.filter) }] };
}

export const updateFilter = (draft: StructureDraft, id: string, patch: Partial<Omit<RuleFilter, 'id'>>): StructureDraft => ({
  ...draft,
  filter: draft.filter.map((f) => (f.id === id ? { ...f, ...patch } : f)),
});

export const removeFilter = (draft: StructureDraft, id: string): StructureDraft => ({ ...draft, filter: draft.filter.filter((f) => f.id !== id) });

export function addOut(draft: StructureDraft, out: Omit<OutTriad, 'id'>): StructureDraft {
  return { ...draft, out_triad: [...draft.out_triad, { ...out, id: nextId('o', draft.out_triad) }] };
}

export const updateOut = (draft: StructureDraft, id: string, patch: Partial<Omit<OutTriad, 'id'>>): StructureDraft => ({
  ...draft,
  out_triad: draft.out_triad.map((o) => (o.id === id ? { ...o, ...patch } : o)),
});

export const removeOut = (draft: StructureDraft, id: string): StructureDraft => ({ ...draft, out_triad: draft.out_triad.filter((o) => o.id !== id) });

/** The names of the rule's parameters (filters compared with a value given at run time), in order, once each. */
export function paramsOf(draft: StructureDraft): string[] {
  return [...new Set(draft.filter.filter((f) => f.is_rule_param && f.param_name.trim() !== '').map((f) => f.param_name.trim()))];
}

/** The class a variable is bound to. */
export const classOfTriad = (draft: StructureDraft, triad: string): string | null => draft.triads.find((t) => t.id === triad)?.classId ?? null;
