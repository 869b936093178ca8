import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import { signInAdmin } from './setDataTestKit';
import { definitionsOf, EXPECTED, exportOwl, hierarchyOf, importOwl, mapCounts, readOwl } from './owlTestKit';

// Export and re-import: every conformance ontology is imported into one store, exported as Turtle
// and/or RDF/XML, and the exports imported into a second, empty store — the same counts and the same
// named taxonomy (IRI subclass pairs) must come back. so.owl is left to owlLossless.test.ts, which
// imports it with its counts and finds its export isomorphic to the file in both formats: importing
// that export again here would be importing so.owl once more, at some 10 s of CI each time.
const CASES: Array<{ file: string; formats: Array<'turtle' | 'rdfxml'> }> = [
  { file: 'pizza.owl', formats: ['turtle', 'rdfxml'] },
  { file: 'bfo-core.owl', formats: ['rdfxml'] },
  { file: 'bfo-core.ttl', formats: ['turtle'] },
  { file: 'wine.rdf', formats: ['turtle', 'rdfxml'] },
];

describe('OWL export and re-import', () => {
  let source: TestServer;
  let target: TestServer;
  let sourceToken: string;
  let targetToken: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([startTestServer(), startTestServer()]);
    sourceToken = (await signInAdmin(source)).token as string;
    targetToken = (await signInAdmin(target)).token as string;
  });
  afterAll(async () => Promise.all([source?.stop(), target?.stop()]));

  it.each(CASES)('$file: exported as $formats and imported again gives the same counts and hierarchy', async ({ file, formats }) => {
    const imported = await importOwl(source, sourceToken, file, readOwl(file));
    expect(imported.status, JSON.stringify(imported.problem)).toBe('completed');
    expect(await mapCounts(source, sourceToken, imported.mapId)).toEqual(EXPECTED[file]);
    const hierarchy = await hierarchyOf(source, imported.mapId);
    const definitions = await definitionsOf(source, imported.mapId);
    const counts = EXPECTED[file] as { classes: number; individuals: number };
    expect(definitions.length).toBeGreaterThan(3 * (counts.classes + counts.individuals));
    for (const format of formats) {
      const exported = await exportOwl(source, sourceToken, format, imported.mapId);
      expect(exported.status).toBe(200);
      expect(exported.disposition).toMatch(/^attachment; filename=".+\.(ttl|owl)"/);
      // each format into a store of its own would cost a server more: the second one reuses entities by IRI, so its counts are the map's own
      const again = await importOwl(target, targetToken, `again.${format === 'turtle' ? 'ttl' : 'owl'}`, exported.text);
      expect(again.status, JSON.stringify(again.problem)).toBe('completed');
      expect(await mapCounts(target, targetToken, again.mapId)).toEqual(EXPECTED[file]);
      expect(await hierarchyOf(target, again.mapId)).toEqual(hierarchy);
      // names, classes, labels and comments by language, property definitions, individuals' values
      expect(await definitionsOf(target, again.mapId)).toEqual(definitions);
    }
  }, 300_000);
});
