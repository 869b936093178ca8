import type { FormalContextWire } from '../../../../realtime/protocol/fca';

/**
 * Edits of an uploaded context, as pure functions over its wire form (names and, per object, the
 * sorted indices of its attributes): each returns a new context and leaves the old one as it was.
 */

/** A fast "has object g attribute m" over a context (one bit per cell). */
export function incidenceLookup(context: FormalContextWire): (g: number, m: number) => boolean {
  const width = context.attributes.length;
  const cells = new Uint8Array(Math.max(1, context.objects.length * width));
  context.incidence.forEach((row, g) => row.forEach((m) => (cells[g * width + m] = 1)));
  return (g, m) => cells[g * width + m] === 1;
}

export function toggleCell(context: FormalContextWire, g: number, m: number): FormalContextWire {
  const row = context.incidence[g] ?? [];
  const next = row.includes(m) ? row.filter((a) => a !== m) : [...row, m].sort((a, b) => a - b);
  return { ...context, incidence: context.incidence.map((r, i) => (i === g ? next : r)) };
}

export function addObject(context: FormalContextWire, name: string): FormalContextWire {
  return { ...context, objects: [...context.objects, name], incidence: [...context.incidence, []] };
}

export function addAttribute(context: FormalContextWire, name: string): FormalContextWire {
  return { ...context, attributes: [...context.attributes, name] };
}

export function renameObject(context: FormalContextWire, g: number, name: string): FormalContextWire {
  return { ...context, objects: context.objects.map((o, i) => (i === g ? name : o)) };
}

export function renameAttribute(context: FormalContextWire, m: number, name: string): FormalContextWire {
  return { ...context, attributes: context.attributes.map((a, i) => (i === m ? name : a)) };
}

export function deleteObject(context: FormalContextWire, g: number): FormalContextWire {
  return { ...context, objects: context.objects.filter((_, i) => i !== g), incidence: context.incidence.filter((_, i) => i !== g) };
}

/** Removes an attribute; the attributes after it move one place down in every row. */
export function deleteAttribute(context: FormalContextWire, m: number): FormalContextWire {
  return {
    ...context,
    attributes: context.attributes.filter((_, i) => i !== m),
    incidence: context.incidence.map((row) => row.filter((a) => a !== m).map((a) => (a > m ? a - 1 : a))),
  };
}

/** A name not yet taken among `names`: the base, then «base 2», «base 3»… */
export function freeName(names: readonly string[], base: string): string {
  const taken = new Set(names);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}
