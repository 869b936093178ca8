// What a bench run measured, kept as it is printed, so that `npm run bench -- quick` can end with
// one table of every figure beside the README's (tests/bench/readmeFigures.ts).

/** One measured figure: a ratio to its reference of the same run, or a plain value (KB, ms). */
export type Reported = { what: string; store: string | null; value: number };

const measured: Reported[] = [];
let store: string | null = null;

/** The store the figures reported from now on were measured on (onEachStore sets it), null for none. */
export function measuringOn(label: string | null): void {
  store = label === null ? null : label.startsWith('PostgreSQL') ? 'PostgreSQL' : label.startsWith('PGlite') ? 'PGlite' : label;
}

/** Keeps a figure under the title it was printed with (for ratios: the measured over its reference, p50). */
export function report(what: string, value: number, on: string | null = store): void {
  if (Number.isFinite(value)) measured.push({ what, store: on, value });
}

export const reportedFigures = (): readonly Reported[] => measured;
