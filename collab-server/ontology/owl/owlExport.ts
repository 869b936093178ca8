import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { OwlFormat } from '../../../realtime/protocol/ontology/owl';
import { triplesOfAxioms } from '../../../model/owl/axiomsToRdf';
import { effectiveAxiomsWithSource } from './effectiveAxioms';
import { toRdfXml, toTurtle } from './owlWriters';

export type ExportFile = { name: string; asciiName: string; contentType: string; body: string };

const EXTENSIONS: Record<OwlFormat, { ext: string; type: string }> = {
  turtle: { ext: 'ttl', type: 'text/turtle; charset=utf-8' },
  rdfxml: { ext: 'owl', type: 'application/rdf+xml; charset=utf-8' },
};

/** The ontology (or one map) as a Turtle or RDF/XML file named after the map: every axiom it holds now. */
export async function exportOntology(db: Kysely<Database>, format: OwlFormat, mapId: string | null): Promise<ExportFile> {
  const { axioms, source } = await effectiveAxiomsWithSource(db, mapId);
  const triples = triplesOfAxioms(axioms.map((a) => a.axiom));
  const header = axioms.find((a) => a.axiom.t === 'Ontology')?.axiom;
  const ontologyIri = header?.t === 'Ontology' ? header.iri : null;
  const body = format === 'turtle' ? await toTurtle(triples, ontologyIri) : toRdfXml(triples, ontologyIri);
  const stem = (source.map?.name.trim() || 'ontology').replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 150);
  const name = `${stem}.${EXTENSIONS[format].ext}`;
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '_');
  return { name, asciiName, contentType: EXTENSIONS[format].type, body };
}
