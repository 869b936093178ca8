import type { AnalysisSettings, OntologyContextSettings, Scale, ValueAttribute } from '../../../../realtime/protocol/fca';
import { DEFAULT_ANALYSIS } from '../../../../realtime/protocol/fca';
import type { CatalogProperty, OntologyCatalog } from '../../../../model/ontologyCatalog';
import { withAncestors } from '../../../../model/ontologyCatalog';

/** A value property being chosen: its scale and the thresholds as the user typed them. */
export type ValueDraft = { prop: string; scale: Scale; thresholds: string };

/** What the builder holds while the user chooses (names come from the catalog, never stored). */
export type BuilderDraft = {
  objects: { kind: 'class'; classId: string; withSubclasses: boolean } | { kind: 'search'; searchId: string } | null;
  classes: string[];
  booleanProps: string[];
  values: ValueDraft[];
};

export const EMPTY_DRAFT: BuilderDraft = { objects: null, classes: [], booleanProps: [], values: [] };

/** How a property's values may be scaled: numbers and dates either way, text and references by value only. */
export type PropertyUse = 'boolean' | 'number' | 'date' | 'nominal';

export function propertyUse(property: CatalogProperty): PropertyUse {
  if (property.kind === 'object') return 'nominal';
  if (property.dataType === 'bool') return 'boolean';
  if (property.dataType === 'int' || property.dataType === 'float') return 'number';
  if (property.dataType === 'date' || property.dataType === 'dateTime') return 'date';
  return 'nominal';
}

/** The class and every class below it (the catalog keeps parents; walked downwards once). */
function withDescendants(catalog: OntologyCatalog, classId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const c of catalog.classes.values()) for (const p of c.parents) children.set(p, [...(children.get(p) ?? []), c.id]);
  const found = new Set([classId]);
  const queue = [classId];
  while (queue.length) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * The properties worth offering for a class: those of it or a class above it, those bound to no
 * class, and — when its subclasses' instances are objects too — those of the classes below it.
 */
export function propertiesFor(catalog: OntologyCatalog, classId: string | null, withSubclasses = false): CatalogProperty[] {
  const related = classId ? withAncestors(catalog, classId) : null;
  if (classId && withSubclasses) for (const id of withDescendants(catalog, classId)) related!.add(id);
  return [...catalog.properties.values()]
    .filter((p) => !related || p.domains.length === 0 || p.domains.some((d) => related.has(d)))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** A YYYY-MM-DD that names a day of the calendar (not 31.02). */
function realDay(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Thresholds typed as "10; 20,5" (numbers: a decimal comma is a comma) or "01.02.2024; 2024-03-01"
 * (dates become ISO days); separated by semicolons or spaces. null: something is not a threshold.
 */
export function parseThresholds(text: string, use: PropertyUse): Array<number | string> | null {
  const parts = text.split(/[;\s]+/).filter(Boolean);
  const parsed: Array<number | string> = [];
  for (const part of parts) {
    if (use === 'date') {
      const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(part);
      const iso = ru ? `${ru[3] ?? ''}-${(ru[2] ?? '').padStart(2, '0')}-${(ru[1] ?? '').padStart(2, '0')}` : /^\d{4}-\d{2}-\d{2}$/.test(part) ? part : null;
      if (!iso || !realDay(iso)) return null;
      parsed.push(iso);
    } else {
      const n = Number(part.replace(',', '.'));
      if (!Number.isFinite(n)) return null;
      parsed.push(n);
    }
  }
  return use === 'date' ? [...new Set(parsed as string[])].sort() : [...new Set(parsed as number[])].sort((a, b) => a - b);
}

/** Thresholds as the user reads them again: ru-RU numbers, DD.MM.YYYY dates. */
export function thresholdsText(thresholds: Array<number | string>): string {
  return thresholds
    .map((v) => {
      if (typeof v === 'number') return String(v).replace('.', ',');
      const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
      return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : v;
    })
    .join('; ');
}

/** The settings the draft stands for; null while it is not complete (no objects, nothing to say about them, a bad threshold). */
export function draftToSettings(draft: BuilderDraft, catalog: OntologyCatalog, analysis: AnalysisSettings = DEFAULT_ANALYSIS): OntologyContextSettings | null {
  if (!draft.objects) return null;
  const values: ValueAttribute[] = [];
  for (const v of draft.values) {
    const property = catalog.properties.get(v.prop);
    const use = property ? propertyUse(property) : 'nominal';
    const ordinal = v.scale === 'ordinal' && (use === 'number' || use === 'date');
    const thresholds = ordinal ? parseThresholds(v.thresholds, use) : [];
    if (!thresholds || (ordinal && thresholds.length === 0)) return null;
    values.push({ prop: v.prop, scale: ordinal ? 'ordinal' : 'nominal', thresholds });
  }
  if (draft.classes.length + draft.booleanProps.length + values.length === 0) return null;
  const objects = draft.objects.kind === 'class' ? { kind: 'class' as const, classId: draft.objects.classId, withSubclasses: draft.objects.withSubclasses } : { kind: 'search' as const, searchId: draft.objects.searchId };
  return { source: 'ontology', objects, attributes: { classes: draft.classes, booleanProps: draft.booleanProps, values }, analysis };
}

/** The draft of saved settings (changing an entry). */
export function settingsToDraft(settings: OntologyContextSettings): BuilderDraft {
  return {
    objects: settings.objects.kind === 'class' ? { ...settings.objects } : { ...settings.objects },
    classes: [...settings.attributes.classes],
    booleanProps: [...settings.attributes.booleanProps],
    values: settings.attributes.values.map((v) => ({ prop: v.prop, scale: v.scale, thresholds: thresholdsText(v.thresholds) })),
  };
}
