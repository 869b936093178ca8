// A test helper: it runs under vitest in Node only, never in the browser bundle, and reads the
// conformance files through the import's own parser so tests see exactly what an import sees.
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { readFile } from 'node:fs/promises';
// eslint-disable-next-line import-x/no-restricted-paths -- test helper: the import's own parser
import { parseOwl } from '../../../collab-server/ontology/owl/owlParser';
import type { Axiom, RdfTriple } from '../axioms';
import { axiomsFromTriples } from '../rdfToAxioms';
import { triplesOfQuads } from '../rdfTerms';

export const CONFORMANCE_FILES = ['pizza.owl', 'bfo-core.owl', 'bfo-core.ttl', 'wine.rdf', 'so.owl'] as const;
export type ConformanceFile = (typeof CONFORMANCE_FILES)[number];

const DIR = new URL('../../../../shared/conformance/owl/', import.meta.url);

/** The text of a conformance file (../shared/conformance/owl/<file> from the repository root). */
export async function conformanceText(file: string): Promise<string> {
  return readFile(new URL(file, DIR), 'utf8');
}

/** The file's RDF graph as a set of triples, in document order. */
export async function conformanceTriples(file: string): Promise<RdfTriple[]> {
  const text = await conformanceText(file);
  const format = file.endsWith('.ttl') ? 'turtle' : 'rdfxml';
  const quads = await parseOwl(text, format, `urn:conformance:${file}#`);
  return triplesOfQuads(quads);
}

/** Every axiom of a conformance file (OWL 2 axioms, plus `Rdf` axioms for what does not read as OWL 2). */
export async function parseConformance(file: string): Promise<Axiom[]> {
  return axiomsFromTriples(await conformanceTriples(file));
}

/** Parses a document the tests wrote (RDF/XML or Turtle) into triples, as an import would. */
export async function parseText(text: string, format: 'rdfxml' | 'turtle', base = 'urn:written:doc#'): Promise<RdfTriple[]> {
  return triplesOfQuads(await parseOwl(text, format, base));
}
