import { applyQuickSettings } from './quick';

// npm run bench: every section (tests/bench/sections.ts), each figure beside its reference measured
// in the same run, on PGlite and on PostgreSQL (DATABASE_URL, default the local test database).
// `npm run bench -- <section>` runs one; `npm run bench -- quick` runs every section at a small size
// and ends with each figure beside the README's (it reports, it never fails).
const SECTION_NAMES = ['data', 'shell', 'relay', 'hub', 'import', 'owl', 'hierarchy', 'documents', 'search', 'reasoning', 'dmn', 'fca'];
const ONLY = process.argv[2];
if (ONLY !== undefined && ONLY !== 'quick' && !SECTION_NAMES.includes(ONLY)) throw new Error(`unknown bench section "${ONLY}": use quick, ${SECTION_NAMES.join(', ')}`);
const quick = ONLY === 'quick';
if (quick) applyQuickSettings();
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// the sections read their sizes when imported: after the quick sizes are settled
const { SECTIONS } = await import('./sections');
const { printQuickSummary } = await import('./quick');

console.log(`Ontoweave benchmark${quick ? ', quick run' : ''} (figures are printed, not asserted)`);
// a quick run stopped by its time limit (CI's `timeout`) still prints what it measured so far
if (quick) {
  process.once('SIGTERM', () => {
    console.log('\n(stopped before the end: the table holds the sections measured so far)');
    printQuickSummary();
    process.exit(0);
  });
}
const started = performance.now();
for (const name of SECTION_NAMES) {
  if (ONLY !== undefined && !quick && ONLY !== name) continue;
  const sectionStarted = performance.now();
  await SECTIONS[name]!(PG_URL);
  console.log(`\n(${name}: ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s)`);
}
if (quick) printQuickSummary();
console.log(`\nthe run took ${((performance.now() - started) / 1000).toFixed(0)} s`);

// every bench closes its servers, browsers and clients; whatever a library still holds open
// (named here, to be fixed where it comes from) must not keep the command from ending
const left = process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap');
if (left.length > 0) console.log(`\n(still open at the end, closed by exiting: ${left.join(', ')})`);
process.exit(0);
