import type { EntityRef, OntologyEntity } from '../client';
import { cardinalityProblem, type CardinalityProblem } from './cardinality';
import { draftOf, type PropertyDraft, type PropertyKind } from './propertyApi';

/**
 * A property edited in place on its class's card: the few things a person sets there — name,
 * label in the interface language, value type or target class, cardinality. Everything else the
 * property has (its other label, other domains, inverse) is kept as it is.
 */
export type InlineDraft = { name: string; label: string; type: string; range: EntityRef | null; min: string; max: string };

/** The interface languages a label can be edited in on the card. */
const labelLang = (lang: string): 'ru' | 'en' => (lang === 'en' ? 'en' : 'ru');

/** What the card's row shows for editing: the property's values, or a new one's defaults (one value of text; any number of links). */
export function inlineDraftOf(entity: OntologyEntity | null, kind: PropertyKind, lang: string): InlineDraft {
  if (!entity) return { name: '', label: '', type: kind === 'data' ? 'string' : '', range: null, min: '0', max: kind === 'data' ? '1' : '-1' };
  const full = draftOf(entity, kind);
  return { name: full.name, label: full[labelLang(lang)], type: full.type, range: full.range, min: full.min, max: full.max };
}

/**
 * The whole property draft the save writes: the inline edits over what the property had (a new one
 * gets the card's class as its only domain).
 */
export function fullDraft(inline: InlineDraft, kind: PropertyKind, before: OntologyEntity | null, cls: EntityRef, lang: string): PropertyDraft {
  const base = before ? draftOf(before, kind) : { ...draftOf(null, kind), domain: [cls] };
  return { ...base, name: inline.name, [labelLang(lang)]: inline.label, type: kind === 'data' ? inline.type : base.type, range: kind === 'object' ? inline.range : base.range, min: inline.min, max: inline.max };
}

export type InlineProblem = 'nameRequired' | 'rangeRequired' | CardinalityProblem;

/** Why the row cannot be saved yet; null when it can. */
export function inlineProblem(inline: InlineDraft, kind: PropertyKind): InlineProblem | null {
  if (!inline.name.trim()) return 'nameRequired';
  if (kind === 'object' && !inline.range) return 'rangeRequired';
  return cardinalityProblem(inline.min, inline.max);
}
