import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import { fetchOntologyCatalog } from '../../ontology';

// the three panels of one editor read the ontology's classes and properties once between them;
// a minute later (a property added meanwhile) they read it again
const FRESH_MS = 60_000;
let cached: { at: number; catalog: Promise<OntologyCatalog> } | null = null;

/** The classes and properties the caller may read (model/ontologyCatalog.ts), shared by the DMN side panels. */
export function dmnCatalog(): Promise<OntologyCatalog> {
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const entry = { at: Date.now(), catalog: fetchOntologyCatalog() };
    cached = entry;
    entry.catalog.catch(() => {
      if (cached === entry) cached = null;
    });
  }
  return cached.catalog;
}
