import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { BUILT_IN_IDS } from '../../collab-server/ontologyStore/writePolicy';
import type { OntologyCounts, OntologyStats } from '../../realtime/protocol/ontology/stats';
import type { OwlImportStatusAnswer } from '../../realtime/protocol/ontology/owl';
import type { TestServer } from './testServer';
import { postImport } from './importTestKit';

/** The conformance ontologies, read where they are kept (never copied into the repository). */
export const OWL_DIR = path.resolve('../shared/conformance/owl');
export const readOwl = (name: string): string => readFileSync(path.join(OWL_DIR, name), 'utf8');

/** The "Expected counts" table of ../shared/conformance/owl/README.md. */
export const EXPECTED: Record<string, OntologyCounts> = {
  'pizza.owl': { classes: 99, objectProperties: 8, dataProperties: 0, individuals: 5 },
  'bfo-core.owl': { classes: 36, objectProperties: 40, dataProperties: 0, individuals: 0 },
  'bfo-core.ttl': { classes: 36, objectProperties: 40, dataProperties: 0, individuals: 0 },
  'wine.rdf': { classes: 74, objectProperties: 12, dataProperties: 1, individuals: 161 },
  'so.owl': { classes: 2747, objectProperties: 50, dataProperties: 0, individuals: 0 },
};

export async function getOwlImport(server: { api: string }, token: string, id: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.api}/ontology/import/${id}`, { headers: { authorization: token } });
  return { status: res.status, body: await res.json() };
}

/** Polls the import until it has ended. */
export async function waitForOwlImport(server: { api: string }, token: string, id: string, timeoutMs = 180_000): Promise<OwlImportStatusAnswer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await getOwlImport(server, token, id);
    expect(status, JSON.stringify(body)).toBe(200);
    if (body.status === 'completed' || body.status === 'failed') return body as OwlImportStatusAnswer;
    if (Date.now() > until) throw new Error(`OWL import ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Uploads a file and waits for the import to end. */
export async function importOwl(server: { api: string }, token: string, name: string, text: string, fields: Record<string, string> = {}): Promise<OwlImportStatusAnswer> {
  const started = await postImport(server, token, { name, bytes: text }, fields, '/ontology/import');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const done = await waitForOwlImport(server, token, started.body.importId);
  expect(done.mapId).toBe(started.body.mapId);
  return done;
}

export async function mapCounts(server: { api: string }, token: string, mapId: string): Promise<OntologyCounts> {
  const res = await fetch(`${server.api}/ontology/stats?map=${mapId}`, { headers: { authorization: token } });
  const body = (await res.json()) as OntologyStats;
  expect(res.status, JSON.stringify(body)).toBe(200);
  const { id: _id, name: _name, ...counts } = body.maps[0] as OntologyStats['maps'][number];
  return counts;
}

/** The map's named taxonomy: "child IRI > parent IRI" for each parent link of a class tagged with the map. */
export async function hierarchyOf(server: TestServer, mapId: string): Promise<string[]> {
  const db = server.ctx.db;
  const rows = await db
    .selectFrom('vals as tag')
    .innerJoin('vals as p', (j) => j.onRef('p.inst', '=', 'tag.inst').on('p.prop', '=', META_PROP.parents))
    .innerJoin('vals as ci', (j) => j.onRef('ci.inst', '=', 'p.inst').on('ci.prop', '=', META_PROP.iri))
    .innerJoin('vals as pi', (j) => j.onRef('pi.inst', '=', 'p.r').on('pi.prop', '=', META_PROP.iri))
    .select(['ci.t as child', 'pi.t as parent'])
    .where('tag.prop', '=', META_PROP.inMap)
    .where('tag.r', '=', mapId)
    .execute();
  return rows.map((r) => `${r.child} > ${r.parent}`).sort();
}

export async function exportOwl(server: { api: string }, token: string, format: 'turtle' | 'rdfxml', mapId?: string): Promise<{ status: number; text: string; disposition: string | null }> {
  const res = await fetch(`${server.api}/ontology/export?format=${format}${mapId ? `&map=${mapId}` : ''}`, { headers: { authorization: token } });
  return { status: res.status, text: await res.text(), disposition: res.headers.get('content-disposition') };
}

/** Stored values that belong to the store, not to the ontology. */
const LOCAL_PROPS = new Set<string>([META_PROP.inMap, META_PROP.iri, META_PROP.author, META_PROP.dateCreate, META_PROP.mapLayout]);

/**
 * Everything the map's entities hold, store ids replaced by IRIs so two stores compare: per entity
 * its name, classes and every value (labels and comments by language, parents, domains, ranges,
 * types, cardinalities, inverses, equivalences, deprecation, individuals' values).
 */
export async function definitionsOf(server: TestServer, mapId: string): Promise<string[]> {
  const db = server.ctx.db;
  const tagged = (await db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.inMap).where('r', '=', mapId).execute()).map((r) => r.inst);
  if (tagged.length === 0) return [];
  const iriRows = await db.selectFrom('vals').select(['inst', 't']).where('prop', '=', META_PROP.iri).execute();
  const iri = new Map(iriRows.map((r) => [r.inst, r.t as string]));
  const ref = (id: string): string => (BUILT_IN_IDS.has(id) ? `builtin:${id}` : (iri.get(id) ?? `noiri:${id}`));
  const out: string[] = [];
  const names = await db.selectFrom('instances').select(['id', 'name']).where('id', 'in', tagged).execute();
  for (const n of names) out.push(`${ref(n.id)} name ${n.name}`);
  const members = await db.selectFrom('memberships').select(['instance_id', 'class_id']).where('instance_id', 'in', tagged).execute();
  for (const m of members) out.push(`${ref(m.instance_id)} a ${ref(m.class_id)}`);
  const vals = await db.selectFrom('vals').select(['inst', 'prop', 't', 'n', 'b', 'r', 'lang']).where('inst', 'in', tagged).execute();
  for (const v of vals) {
    if (LOCAL_PROPS.has(v.prop)) continue;
    const value = v.r ? ref(v.r) : v.lang ? `${v.lang}:${v.t}` : String(v.t ?? (v.n === null ? null : Number(v.n)) ?? v.b);
    out.push(`${ref(v.inst)} ${ref(v.prop)} ${value}`);
  }
  return out.sort();
}
