import { MAX_ATTRIBUTES, MAX_OBJECTS, type FormalContextWire } from '../../realtime/protocol/fca';
import { parseCxt } from '../../model/fca/cxt';
import { parseCsvContext } from '../../model/fca/csvContext';
import { contextToWire } from '../../model/fca/formalContext';
import { ContextFormatError } from '../../model/fca/types';
import { invalid, type Problem } from '../problems';
import { FCA_MESSAGES, formatErrorMessage } from './fcaMessages';

export type UploadFormat = 'cxt' | 'csv';

/** The format of an uploaded file: by its extension, else by its first line (Burmeister's start with «B»). */
export function uploadFormat(fileName: string, text: string): UploadFormat {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'cxt' || ext === 'csv') return ext;
  return /^\uFEFF?B\s*\r?\n/.test(text) ? 'cxt' : 'csv';
}

/** A file name without its extension: the entry's name when none is given. */
export const baseName = (fileName: string): string => fileName.replace(/\.[^.]*$/, '').trim() || fileName;

/** A malformed file's refusal: its message names the line, and the line travels beside it. */
export type UploadRefusal = { problem: Problem; line?: number };

/**
 * Reads an uploaded context (model/fca parsers). Answers the context on the wire, or the refusal: a
 * malformed file names its line; one beyond MAX_OBJECTS / MAX_ATTRIBUTES says so.
 */
export function readUploadedContext(text: string, format: UploadFormat): { context: FormalContextWire } | UploadRefusal {
  if (text.trim() === '') return { problem: invalid(FCA_MESSAGES.emptyFile) };
  try {
    const parsed = format === 'cxt' ? parseCxt(text) : parseCsvContext(text);
    if (parsed.objects.length > MAX_OBJECTS) return { problem: invalid(FCA_MESSAGES.tooManyObjects(parsed.objects.length, MAX_OBJECTS)) };
    if (parsed.attributes.length > MAX_ATTRIBUTES) return { problem: invalid(FCA_MESSAGES.tooManyAttributes(parsed.attributes.length, MAX_ATTRIBUTES)) };
    return { context: contextToWire(parsed) };
  } catch (error) {
    if (error instanceof ContextFormatError) return { problem: invalid(formatErrorMessage(error)), line: error.line };
    throw error;
  }
}
