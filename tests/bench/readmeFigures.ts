// The README's benchmark figures, and issue 27's aims, for `npm run bench -- quick` to print beside
// what it measures. Kept in step with the README's tables: when a table is updated from a full run,
// its figures here are updated in the same commit.

/** How a figure reads: a ratio to its reference of the same run (lower is better), KB or ms. */
export type FigureUnit = 'ratio' | 'KB' | 'MB' | 'ms';

export type ReadmeFigure = {
  /** Printed in the summary's first column. */
  title: string;
  /** Which reported figures it is (matched against what a section reported). */
  match: RegExp;
  unit: FigureUnit;
  /** The README's figure on each store; `any` where the figure does not depend on the store. */
  readme: { PGlite?: number; PostgreSQL?: number; any?: number };
  /** The aim (at most), where there is one. */
  aim?: number;
};

export const README_FIGURES: readonly ReadmeFigure[] = [
  { title: 'data (a) get_data page of 50', match: /^\(a\) get_data: page of 50/, unit: 'ratio', readme: { PGlite: 0.52, PostgreSQL: 0.62 }, aim: 1 },
  { title: 'data (b) set_data of 10,000 values', match: /^\(b\) set_data/, unit: 'ratio', readme: { PGlite: 1.58, PostgreSQL: 1.77 }, aim: 1.5 },
  { title: 'data (c) recursive get_data', match: /^\(c\) get_data recursive/, unit: 'ratio', readme: { PGlite: 0.99, PostgreSQL: 0.17 }, aim: 1 },
  { title: 'hierarchy: children of a class', match: /^\(h1\)/, unit: 'ratio', readme: { PGlite: 6.64, PostgreSQL: 6.61 } },
  { title: 'hierarchy: which have children', match: /^\(h2\)/, unit: 'ratio', readme: { PGlite: 12.72, PostgreSQL: 15.12 } },
  { title: 'hierarchy: all descendants', match: /^\(h3\)/, unit: 'ratio', readme: { PGlite: 1.29, PostgreSQL: 1.32 } },
  { title: 'semantic search run', match: /^\(a\) semantic search run/, unit: 'ratio', readme: { PGlite: 1.26, PostgreSQL: 1.26 }, aim: 1.5 },
  { title: 'full-text search, rare word', match: /^GET \/api\/search.*пингвин/, unit: 'ratio', readme: { PGlite: 2.25, PostgreSQL: 2.78 }, aim: 1.5 },
  { title: 'full-text search, common word', match: /^GET \/api\/search.*«договор»/, unit: 'ratio', readme: { PGlite: 2.26, PostgreSQL: 2.59 }, aim: 1.5 },
  { title: 'full-text search, half-typed', match: /^GET \/api\/search.*аренды дог/, unit: 'ratio', readme: { PGlite: 2.13, PostgreSQL: 2.43 }, aim: 1.5 },
  { title: 'full-text search, English stem', match: /^GET \/api\/search.*«run»/, unit: 'ratio', readme: { PGlite: 2.55, PostgreSQL: 2.82 }, aim: 1.5 },
  { title: 'OWL import ÷ parse (so.owl)', match: /^OWL import/, unit: 'ratio', readme: { PGlite: 21.9, PostgreSQL: 14.6 }, aim: 3 },
  { title: 'CSV import ÷ one set_data', match: /^CSV import ÷ one set_data/, unit: 'ratio', readme: { PGlite: 1.18, PostgreSQL: 1.57 } },
  { title: 'relay p99 ÷ Hocuspocus p99, 2 clients', match: /^relay p99, 2 clients/, unit: 'ratio', readme: { any: 1.48 }, aim: 1 },
  { title: 'relay p99 ÷ Hocuspocus p99, 10 clients', match: /^relay p99, 10 clients/, unit: 'ratio', readme: { any: 1.34 }, aim: 1 },
  { title: 'relay p99 ÷ Hocuspocus p99, 50 clients', match: /^relay p99, 50 clients/, unit: 'ratio', readme: { any: 0.25 }, aim: 1 },
  { title: 'app server RSS (relay bench, PGlite, demo)', match: /^relay app server RSS/, unit: 'MB', readme: { any: 328 }, aim: 300 },
  { title: 'hub fan-out ÷ plain ws (each, p50)', match: /^hub fan-out/, unit: 'ratio', readme: { any: 1.42 } },
  { title: 'hub: a write → a socket of another process, p95', match: /^hub across processes, p95/, unit: 'ms', readme: { PostgreSQL: 3.6 }, aim: 50 },
  { title: 'home route JavaScript', match: /^home route JavaScript/, unit: 'KB', readme: { any: 197.2 }, aim: 200 },
  { title: 'first screen ÷ bare page (p50)', match: /^first screen/, unit: 'ratio', readme: { any: 4.84 }, aim: 3 },
  { title: 'document save diff ÷ whole Markdown', match: /^document save diff/, unit: 'ratio', readme: { any: 0.003 } },
  { title: 'so.owl classification ÷ SQL closure', match: /^so\.owl classification/, unit: 'ratio', readme: { any: 9.08 } },
  { title: 'DMN decision over instances ÷ SQL read', match: /^DMN decision over the instances/, unit: 'ratio', readme: { PGlite: 4.72, PostgreSQL: 2.63 } },
  { title: 'FCA NextClosure ÷ fast enumeration', match: /^FCA NextClosure ÷ fast enumeration, bob-ross/, unit: 'ratio', readme: { any: 4.5 } },
];
