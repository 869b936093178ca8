import type { AppContext } from '../../context';
import { afterWrite, newWriteRecorder } from '../../ontologyStore';
import type { ImportStatus } from '../../../realtime/protocol/imports';
import type { OwlFormat, OwlImportCounts, OwlImportError, OwlImportStatus } from '../../../realtime/protocol/ontology/owl';
import { detectOwlFormat, OwlParseError, parseOwl } from './owlParser';
import { mapOwlDocument, triplesOf, type OwlDocument } from './owlModel';
import { planImport, type MapTarget } from './owlImportPlan';
import { loadExisting, writePlan } from './owlImportWriter';
import { EMPTY_COUNTS, finishOwlImport, markOwlImportRunning } from './owlImportRepository';
import { isCallerProblem } from '../../problems';
import { axiomsFromTriples } from '../../../model/owl/rdfToAxioms';
import { triplesOfQuads } from '../../../model/owl/rdfTerms';
import { factKeysOfMap, storeImportedAxioms } from './importedAxioms';

export const OWL_JOB_MESSAGES = {
  stopped: 'Импорт прерван: сервер остановлен',
  internal: 'Импорт прерван из-за внутренней ошибки сервера',
  unknownFormat: 'Не удалось определить формат файла: ожидается Turtle (.ttl) или RDF/XML (.owl, .rdf, .xml)',
  noTriples: 'В файле нет ни одного RDF-утверждения',
  parse: (format: OwlFormat): string => `Ошибка разбора ${format === 'turtle' ? 'Turtle' : 'RDF/XML'}`,
} as const;

/** At most this often a running import tells its owner how far it got (the last word always goes out). */
const PUSH_INTERVAL_MS = 200;

export type OwlImportJob = {
  id: string;
  ownerId: string;
  isAdmin: boolean;
  fileName: string;
  text: string;
  /** null: detect from the file name and content. */
  format: OwlFormat | null;
  map: { id: string; isNew: boolean };
  signal: AbortSignal;
};

/** What a running job shows while the transaction holds the store (PGlite has one connection). */
export type LiveState = { status: OwlImportStatus; progress: number; counts: OwlImportCounts; format: OwlFormat | null; error: OwlImportError | null };

const HUB_STATUS: Record<OwlImportStatus, ImportStatus> = { pending: 'queued', running: 'running', completed: 'completed', failed: 'failed' };

export function countsOf(doc: OwlDocument): OwlImportCounts {
  const counts = { ...EMPTY_COUNTS, triples: doc.triples };
  for (const e of doc.entities.values()) {
    if (!e.declared) continue;
    if (e.kind === 'class') counts.classes += 1;
    else if (e.kind === 'objectProperty') counts.objectProperties += 1;
    else if (e.kind === 'dataProperty') counts.dataProperties += 1;
    else counts.individuals += 1;
  }
  return counts;
}

const baseName = (fileName: string): string => fileName.replace(/\.[^.]+$/, '') || fileName;

/** A new map is named after the ontology's title (Russian, else English, else any), else the file. */
export function newMapTarget(doc: OwlDocument, id: string, fileName: string): MapTarget {
  const title = doc.title.find((t) => t.lang === 'ru') ?? doc.title.find((t) => t.lang === 'en') ?? doc.title[0];
  return { id, isNew: true, name: title?.text.trim() || baseName(fileName), comment: doc.description, iri: doc.ontologyIri };
}

/**
 * Runs an OWL import: parse (the first half of the progress), map to our model, then write every
 * entity in one transaction through set_data (the second half). A parse error names its line; any
 * failure leaves nothing written. The owner hears of each step through the hub.
 */
export async function runOwlImportJob(ctx: AppContext, job: OwlImportJob, live: LiveState): Promise<void> {
  const started = performance.now();
  // milliseconds of each step, in the final log line: where an import's time went, without a profiler
  const phases: Record<string, number> = {};
  let lapAt = started;
  const lap = (phase: string): void => {
    const now = performance.now();
    phases[phase] = Math.round(now - lapAt);
    lapAt = now;
  };
  // one line when the import starts and one when it ends, whichever way: an operator sees what came
  // in, what it made and how long it took without asking the database
  const ended = (error: OwlImportError | null): void => {
    const outcome = { importId: job.id, mapId: job.map.id, status: live.status, format: live.format, ...live.counts, ms: Math.round(performance.now() - started), phases };
    ctx.log.info(error === null ? outcome : { ...outcome, reason: error.message }, error === null ? 'OWL import completed' : 'OWL import failed');
  };
  let lastPush = 0;
  const push = (force = false): void => {
    const now = Date.now();
    if (!force && now - lastPush < PUSH_INTERVAL_MS) return;
    lastPush = now;
    const done = Math.round(live.progress * 1000);
    ctx.hub.toUsers([job.ownerId], 'IMPORT_STATUS_UPDATE', { userId: job.ownerId, importId: job.id, importName: job.fileName, status: HUB_STATUS[live.status], progress: { done, total: 1000, rejected: 0 } });
  };
  // the status a poll reads turns final only once it is stored and logged: whoever sees it ended
  // finds the stored record and the log line already there
  const fail = async (error: OwlImportError): Promise<void> => {
    live.progress = 0;
    live.error = error;
    await finishOwlImport(ctx.db, job.id, { status: 'failed', counts: live.counts, error }).catch((e: unknown) => ctx.log.error({ err: e, importId: job.id }, 'OWL import status not saved'));
    live.status = 'failed';
    ended(error);
    push(true);
  };
  try {
    const format = job.format ?? detectOwlFormat(job.fileName, job.text);
    ctx.log.info({ importId: job.id, ownerId: job.ownerId, fileName: job.fileName, bytes: Buffer.byteLength(job.text), format, mapId: job.map.id, newMap: job.map.isNew }, 'OWL import started');
    if (!format) return await fail({ message: OWL_JOB_MESSAGES.unknownFormat });
    live.format = format;
    live.status = 'running';
    await markOwlImportRunning(ctx.db, job.id, format);
    push(true);
    const base = `urn:ontoweave:import:${job.id}#`;
    const quads = await parseOwl(
      job.text,
      format,
      base,
      (f) => {
        live.progress = f * 0.5;
        push();
      },
      job.signal,
    );
    lap('parse');
    if (job.signal.aborted) return await fail({ message: OWL_JOB_MESSAGES.stopped });
    if (quads.length === 0) return await fail({ message: OWL_JOB_MESSAGES.noTriples });
    const doc = mapOwlDocument(triplesOf(quads));
    lap('map');
    // every axiom of the file, kept whole beside the forms' view of it: an export gives the file back
    const axioms = axiomsFromTriples(triplesOfQuads(quads));
    lap('readAxioms');
    live.counts = countsOf(doc);
    const map: MapTarget = job.map.isNew ? newMapTarget(doc, job.map.id, job.fileName) : { id: job.map.id, isNew: false, name: '', comment: [], iri: null };
    // one write of the ontology store; once the import is recorded complete, the write hooks hear of
    // it (the map's classification starts at once), so the owner is told it is done without waiting on them
    const recorder = newWriteRecorder();
    recorder.axiomMaps.add(map.id);
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await loadExisting(trx, [...doc.entities.keys()]);
      const factsBefore = map.isNew ? new Set<string>() : await factKeysOfMap(trx, map.id);
      const plan = planImport(doc, map, existing);
      const iris = new Map([...plan.ids].map(([iri, id]) => [id, iri]));
      const nameOf = (inst: string): string => iris.get(inst) ?? inst;
      lap('plan');
      await writePlan(trx, { id: job.ownerId, isAdmin: job.isAdmin }, plan.phases, `/ontologies/${map.id}`, nameOf, (f) => {
        live.progress = 0.5 + f * 0.35;
        push();
      }, job.signal);
      lap('entities');
      await storeImportedAxioms(trx, { mapId: map.id, authorId: job.ownerId, axioms, doc, factsBefore }, job.signal, (f) => {
        live.progress = 0.85 + f * 0.15;
        push();
      });
      lap('axioms');
    });
    lap('commit');
    live.progress = 1;
    await finishOwlImport(ctx.db, job.id, { status: 'completed', counts: live.counts, error: null });
    live.status = 'completed';
    ended(null);
    push(true);
    afterWrite(ctx, 'owlImport', job.ownerId, recorder);
  } catch (error) {
    if (error instanceof OwlParseError) {
      const where = { ...(error.line ? { line: error.line } : {}), ...(error.column ? { column: error.column } : {}) };
      return fail({ ...where, message: `${OWL_JOB_MESSAGES.parse(live.format ?? 'rdfxml')}: ${error.message}` });
    }
    if (job.signal.aborted) return fail({ message: OWL_JOB_MESSAGES.stopped });
    if (isCallerProblem(error)) return fail({ message: error.message });
    ctx.log.error({ err: error, importId: job.id }, 'OWL import failed');
    return fail({ message: OWL_JOB_MESSAGES.internal });
  }
}
