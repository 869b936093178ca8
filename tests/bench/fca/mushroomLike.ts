import { makeContext } from '../../../model/fca/formalContext';
import type { FormalContext } from '../../../model/fca/types';

/**
 * A seeded random context of the UCI mushroom set's shape after nominal scaling: 8,124 objects,
 * 22 many-valued attributes with mushroom's value counts (119 attributes in all), every object
 * having exactly one value of each — 22 of 119 crosses, 18.5 % density.
 *
 * Values drawn independently and uniformly would give ~10⁸ concepts (five values from different
 * attributes still share an object about half the time), nothing like mushroom's 221,525: the
 * real records are hypothetical samples of 23 species, each species allowing one or a few values
 * per attribute and its records running through their combinations. This generator does the
 * same with random species: each allows one random value per attribute, widened one value at a
 * time on random attributes while its combinations stay under `speciesSize`, and contributes all
 * of them (every row distinct). With the defaults that is 23 species and 223,088 concepts.
 */
export const MUSHROOM_GROUPS = [6, 4, 10, 2, 9, 4, 2, 2, 12, 2, 5, 4, 4, 9, 9, 1, 4, 3, 5, 9, 6, 7];

export type MushroomLikeOptions = { objects?: number; speciesSize?: number; seed?: number };

export function mushroomLikeContext({ objects = 8124, speciesSize = 450, seed = 4 }: MushroomLikeOptions = {}): FormalContext {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const offsets: number[] = [];
  let total = 0;
  for (const size of MUSHROOM_GROUPS) {
    offsets.push(total);
    total += size;
  }
  const incidence: number[][] = [];
  while (incidence.length < objects) {
    const allowed = MUSHROOM_GROUPS.map((size) => [pick(size)]);
    let combinations = 1;
    for (let tries = 0; tries < 100; tries++) {
      const k = pick(allowed.length);
      const values = allowed[k]!;
      if (values.length >= MUSHROOM_GROUPS[k]!) continue;
      const wider = (combinations / values.length) * (values.length + 1);
      if (wider > speciesSize) break;
      let value: number;
      do value = pick(MUSHROOM_GROUPS[k]!);
      while (values.includes(value));
      values.push(value);
      combinations = wider;
    }
    let rows: number[][] = [[]];
    allowed.forEach((values, k) => {
      rows = rows.flatMap((row) => values.map((v) => [...row, offsets[k]! + v]));
    });
    incidence.push(...rows.slice(0, objects - incidence.length));
  }
  const attributes = MUSHROOM_GROUPS.flatMap((size, k) => Array.from({ length: size }, (_, v) => `a${k + 1}=${v + 1}`));
  return makeContext(
    incidence.map((_, g) => `g${g + 1}`),
    attributes,
    incidence,
  );
}

/** A small, fast, seeded generator (Tommy Ettinger's mulberry32), so every run sees the same context. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
