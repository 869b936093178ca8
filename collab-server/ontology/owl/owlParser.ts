import { Readable } from 'node:stream';
import type { Quad } from 'n3';
import type { OwlFormat } from '../../../realtime/protocol/ontology/owl';

/** A file that could not be read as RDF: the parser's problem and, when it knows, where. */
export class OwlParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

export type ParseProgress = (fraction: number) => void;

/** The file is fed to the parser in pieces, so progress can be told and the event loop keeps turning. */
const CHUNK_CHARS = 64 * 1024;

/** Line and column from the parsers' messages: n3 `… on line 12.`, rdfxml `Line 12 column 5: …`, saxes `12:5: …`. */
export function locateParseError(error: unknown): OwlParseError {
  const raw = error instanceof Error ? error.message : String(error);
  const n3Line = (error as { context?: { line?: unknown } } | null)?.context?.line;
  let m = /^Line (\d+) column (\d+): (.*)$/s.exec(raw);
  if (m) return new OwlParseError(m[3] as string, Number(m[1]), Number(m[2]));
  m = /^(?:[^:\n]*:)?(\d+):(\d+): (.*)$/s.exec(raw);
  if (m) return new OwlParseError(m[3] as string, Number(m[1]), Number(m[2]));
  m = /^(.*?)\s+on line (\d+)\.?$/s.exec(raw);
  if (m) return new OwlParseError(m[1] as string, Number(m[2]));
  return new OwlParseError(raw, typeof n3Line === 'number' ? n3Line : undefined);
}

/** Parsing stopped because the server is stopping. */
export class OwlParseAborted extends Error {}

/**
 * The text in pieces, with a turn of the event loop before each: pushes of progress go out and a
 * server stop is heard while a large file is read, and a stop ends the reading.
 */
function chunksOf(text: string, signal?: AbortSignal): Readable {
  async function* pieces(): AsyncGenerator<string> {
    for (let at = 0; at < text.length; at += CHUNK_CHARS) {
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw new OwlParseAborted('aborted');
      yield text.slice(at, at + CHUNK_CHARS);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * Reads a Turtle or RDF/XML document into quads. `baseIRI` resolves relative IRIs (a document's
 * own xml:base / @base wins). Rejects with an OwlParseError naming the line where the parser stopped.
 */
export async function parseOwl(text: string, format: OwlFormat, baseIRI: string, onProgress?: ParseProgress, signal?: AbortSignal): Promise<Quad[]> {
  // loaded on the first import: the parsers are seconds of start-up that no other call needs
  const [{ StreamParser }, { RdfXmlParser }] = await Promise.all([import('n3'), import('rdfxml-streaming-parser')]);
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    const parser = format === 'turtle' ? new StreamParser({ baseIRI, format: 'text/turtle' }) : new RdfXmlParser({ baseIRI, trackPosition: true });
    const source = chunksOf(text, signal);
    let read = 0;
    let failed = false;
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      source.destroy();
      reject(error instanceof OwlParseAborted ? error : locateParseError(error));
    };
    source.on('data', (chunk: Buffer | string) => {
      read += chunk.length;
      onProgress?.(text.length === 0 ? 1 : read / text.length);
    });
    parser.on('data', (q: Quad) => quads.push(q));
    parser.on('error', fail);
    source.on('error', fail);
    parser.on('end', () => {
      if (!failed) resolve(quads);
    });
    source.pipe(parser as unknown as NodeJS.WritableStream);
  });
}

/** Turtle or RDF/XML by the file's extension, else by its first characters; null when neither fits. */
export function detectOwlFormat(fileName: string, text: string): OwlFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'ttl' || ext === 'n3') return 'turtle';
  if (ext === 'rdf' || ext === 'xml') return 'rdfxml';
  const head = text.replace(/^\uFEFF/, '').trimStart().slice(0, 2000);
  if (head.startsWith('<?xml') || head.startsWith('<!DOCTYPE') || /^<(rdf:RDF|[A-Za-z_][\w.-]*:?[\w.-]*[\s>])/.test(head)) return 'rdfxml';
  if (/^(@prefix|@base|PREFIX|BASE|#|<[^>\s]*>\s)/i.test(head)) return 'turtle';
  return null;
}
