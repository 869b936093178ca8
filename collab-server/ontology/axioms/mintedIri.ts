import { iriBase } from '../owl/effectiveAxioms';

/**
 * The IRI an entity with none stored is given when an expression first names it: the export's
 * own scheme (iriBase, then `e` and the id), so an axiom written on the card and the exported file agree on it.
 */
export const mintedIri = (mapIri: string | null, id: string): string => `${iriBase({ iri: mapIri })}e${id}`;
