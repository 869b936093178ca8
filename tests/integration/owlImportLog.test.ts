import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import { signInAdmin } from './setDataTestKit';
import { EXPECTED, importOwl, readOwl } from './owlTestKit';

type Line = { level: number; msg: string; [key: string]: unknown };
const INFO = 30;

// An OWL import writes one info line to the server log when it starts (the file, its size and format)
// and one when it ends, completed or failed (the counts and the time it took) — and no more.
describe('OWL import in the server log', () => {
  let server: TestServer;
  let token: string;
  const lines: Line[] = [];
  const logDestination = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const aboutImport = (msgPrefix: string) => lines.filter((l) => l.level === INFO && l.msg.startsWith(msgPrefix));

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info' }, { logDestination });
    token = (await signInAdmin(server)).token as string;
  });
  afterAll(async () => server?.stop());

  it('a completed import: a start line and an end line with the counts and milliseconds', async () => {
    const done = await importOwl(server, token, 'bfo-core.owl', readOwl('bfo-core.owl'));
    expect(done.status).toBe('completed');
    const mine = aboutImport('OWL import').filter((l) => l.mapId === done.mapId);
    expect(mine.map((l) => l.msg)).toEqual(['OWL import started', 'OWL import completed']);
    expect(mine[0]).toMatchObject({ fileName: 'bfo-core.owl', format: 'rdfxml', newMap: true });
    expect(mine[0]?.bytes).toBeGreaterThan(1000);
    expect(mine[1]).toMatchObject({ status: 'completed', ...EXPECTED['bfo-core.owl'] });
    expect(mine[1]?.triples).toBeGreaterThan(0);
    expect(typeof mine[1]?.ms).toBe('number');
  });

  it('a failed import: a start line and an end line saying why', async () => {
    const done = await importOwl(server, token, 'bad.ttl', '@prefix : <http://example.org/bad#> .\n:A :p "unterminated .\n');
    expect(done.status).toBe('failed');
    const mine = aboutImport('OWL import').filter((l) => l.mapId === done.mapId);
    expect(mine.map((l) => l.msg)).toEqual(['OWL import started', 'OWL import failed']);
    expect(mine[1]).toMatchObject({ status: 'failed', format: 'turtle' });
    expect(String(mine[1]?.reason)).toMatch(/Turtle/);
    expect(typeof mine[1]?.ms).toBe('number');
  });
});
