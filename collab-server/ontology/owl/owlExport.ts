import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema';
import type { OwlFormat } from '../../../realtime/protocol/ontology/owl';
import { loadExportSource } from './owlExportLoader';
import { exportTriples } from './owlExportGraph';
import { toRdfXml, toTurtle } from './owlWriters';

export type ExportFile = { name: string; asciiName: string; contentType: string; body: string };

const EXTENSIONS: Record<OwlFormat, { ext: string; type: string }> = {
  turtle: { ext: 'ttl', type: 'text/turtle; charset=utf-8' },
  rdfxml: { ext: 'owl', type: 'application/rdf+xml; charset=utf-8' },
};

/** Entities without a stored IRI get one under the map's IRI, else under urn:ontoweave:. */
const iriBase = (map: { iri: string | null } | null): string => (map?.iri ? `${map.iri.replace(/[#/]$/, '')}#` : 'urn:ontoweave:');

/** The ontology (or one map) as a Turtle or RDF/XML file named after the map. */
export async function exportOntology(db: Kysely<Database>, format: OwlFormat, mapId: string | null): Promise<ExportFile> {
  const source = await loadExportSource(db, mapId, iriBase);
  const { triples, ontologyIri } = exportTriples(source);
  const body = format === 'turtle' ? await toTurtle(triples, ontologyIri) : toRdfXml(triples);
  const stem = (source.map?.name.trim() || 'ontology').replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 150);
  const name = `${stem}.${EXTENSIONS[format].ext}`;
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '_');
  return { name, asciiName, contentType: EXTENSIONS[format].type, body };
}
