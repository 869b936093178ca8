import i18next from 'i18next';
import { ontologyClient } from '../client';
import { metaClassKey } from '../shared/typeNames';
import type { NameLookup } from './historyValueText';

/**
 * What the history calls the instances its changes name: the server sends their names; a person
 * reads captions (the label in the interface language, else the name, else any label) and a
 * meta-class by its glossary word — a new class reads «Собака (Класс)», never "Dog (Class)".
 * One request for a page's names; without an answer the names stay as sent.
 */
export async function shownNames(names: NameLookup, lang: string): Promise<NameLookup> {
  const ids = Object.keys(names);
  const captions = ids.length > 0 ? await ontologyClient.captions(ids, lang).catch(() => new Map<string, string>()) : new Map<string, string>();
  return Object.fromEntries(
    ids.map((id) => {
      const meta = metaClassKey(id);
      return [id, meta ? i18next.t(meta) : captions.get(id) || names[id] || id];
    }),
  );
}
