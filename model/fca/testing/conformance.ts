// A test helper: it runs under vitest in Node only, never in the browser bundle, and reads the
// conformance contexts where they live (../shared/conformance/fca/ beside the repository).
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { readFileSync } from 'node:fs';
import { parseCxt } from '../cxt';
import { makeContext } from '../formalContext';
import type { FormalContext } from '../types';

const DIR = new URL('../../../../shared/conformance/fca/', import.meta.url);

/** The README's table: concepts, cover edges, atoms, coatoms. */
export const CONFORMANCE = [
  { file: 'liveinwater.cxt', objects: 8, attributes: 9, crosses: 34, concepts: 19, covers: 32, atoms: 4, coatoms: 4 },
  { file: 'gewaesser.cxt', objects: 8, attributes: 6, crosses: 24, concepts: 28, covers: 62, atoms: 8, coatoms: 6 },
  { file: 'digits.cxt', objects: 10, attributes: 7, crosses: 47, concepts: 48, covers: 120, atoms: 6, coatoms: 5 },
  { file: 'bob-ross.cxt', objects: 403, attributes: 67, crosses: 3221, concepts: 3463, covers: 12935, atoms: 200, coatoms: 21 },
] as const;

export function conformanceText(file: string): string {
  return readFileSync(new URL(file, DIR), 'utf8');
}

export function conformanceContext(file: string): FormalContext {
  return parseCxt(conformanceText(file));
}

/** A seeded random context (objects × attributes, each cross with the given chance). */
export function randomContext(objects: number, attributes: number, density: number, seed: number): FormalContext {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const incidence = Array.from({ length: objects }, () => [...Array(attributes).keys()].filter(() => random() < density));
  return makeContext(
    incidence.map((_, g) => `g${g}`),
    [...Array(attributes).keys()].map((m) => `m${m}`),
    incidence,
  );
}
