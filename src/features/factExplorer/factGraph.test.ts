import { describe, expect, it } from 'vitest';
import type { FactLink, FactLinkGroup, FactSheet } from '../../../realtime/protocol/factExplorer';
import { appendLinks, buildFactGraph, moreNodeId } from './factGraph';

const id = (n: number) => `5a1e0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const [REX, ALICE, LEO, OWNER, FRIEND, PERSON] = [1, 2, 3, 10, 11, 20].map(id) as [string, string, string, string, string, string];
const names: Record<string, string> = { [REX]: 'Rex', [ALICE]: 'Alice', [LEO]: 'Leo' };

const link = (target: string, prop: string, row: number): FactLink => ({ id: target, row_number: row, name: names[target] ?? target, prop: prop === OWNER ? 'owner' : 'friend', prop_id: prop, type: 'Person', type_id: PERSON });
const group = (prop: string, targets: string[], total = targets.length): FactLinkGroup => ({ prop: { id: prop, caption: prop === OWNER ? 'owner' : 'friend' }, total, links: targets.map((t, i) => link(t, prop, i + 1)) });
const sheet = (inst: string, outgoing: FactLinkGroup[], incoming: FactLinkGroup[]): FactSheet => ({
  instance: { id: inst, caption: names[inst]!, author: null, createdAt: '2024-01-01T00:00:00.000Z' },
  classes: [],
  values: [],
  outgoing,
  incoming,
  limit: 20,
});
const more = (n: number) => `+${n}`;

describe('the graph of the facts', () => {
  it('draws the focus with its outgoing and incoming links, labelled by the property', () => {
    const rex = sheet(REX, [group(OWNER, [ALICE])], [group(FRIEND, [LEO])]);
    const graph = buildFactGraph(REX, new Map([[REX, rex]]), more);
    expect(graph.nodes.map((n) => [n.label, n.kind])).toEqual([
      ['Rex', 'individual'],
      ['Alice', 'individual'],
      ['Leo', 'individual'],
    ]);
    expect(graph.edges.map((e) => [names[e.from], names[e.to], e.label])).toEqual([
      ['Rex', 'Alice', 'owner'],
      ['Leo', 'Rex', 'friend'],
    ]);
    expect(graph.more.size).toBe(0);
  });

  it('draws a link seen from both its ends once, and each instance once', () => {
    const rex = sheet(REX, [group(OWNER, [ALICE])], [group(FRIEND, [LEO])]);
    const leo = sheet(LEO, [group(FRIEND, [REX]), group(OWNER, [ALICE])], []);
    const graph = buildFactGraph(REX, new Map([[LEO, leo], [REX, rex]]), more);
    expect(graph.nodes.map((n) => n.label)).toEqual(['Rex', 'Leo', 'Alice']);
    expect(graph.edges.map((e) => `${names[e.from]}-${e.label}-${names[e.to]}`).sort()).toEqual(['Leo-friend-Rex', 'Leo-owner-Alice', 'Rex-owner-Alice']);
  });

  it('stands the links not loaded yet for one "more" node per property and direction', () => {
    const rex = sheet(REX, [], [group(OWNER, [ALICE, LEO], 10_000)]);
    const graph = buildFactGraph(REX, new Map([[REX, rex]]), more);
    const moreId = moreNodeId(REX, OWNER, 'in');
    expect(graph.nodes.find((n) => n.id === moreId)).toMatchObject({ label: '+9998', kind: 'external' });
    expect(graph.edges.find((e) => e.from === moreId)).toMatchObject({ to: REX, label: 'owner' });
    expect(graph.more.get(moreId)).toEqual({ inst: REX, prop: OWNER, direction: 'in', loaded: 2, total: 10_000 });
  });

  it('adds a further page to its property, without repeating links', () => {
    const rex = sheet(REX, [group(OWNER, [ALICE], 3)], []);
    const next = appendLinks(rex, { prop: { id: OWNER, caption: 'owner' }, direction: 'out', offset: 1, total: 3, links: [link(ALICE, OWNER, 1), link(LEO, OWNER, 2)] });
    expect(next.outgoing[0]?.links.map((l) => l.id)).toEqual([ALICE, LEO]);
    expect(rex.outgoing[0]?.links).toHaveLength(1);
    const graph = buildFactGraph(REX, new Map([[REX, next]]), more);
    expect(graph.more.get(moreNodeId(REX, OWNER, 'out'))).toMatchObject({ loaded: 2, total: 3 });
    // a page fetched before a live reload does not bring back the old count
    const reloaded = sheet(REX, [group(OWNER, [ALICE], 4)], []);
    expect(appendLinks(reloaded, { prop: { id: OWNER, caption: 'owner' }, direction: 'out', offset: 1, total: 3, links: [link(LEO, OWNER, 2)] }).outgoing[0]?.total).toBe(4);
    const fresh = appendLinks(rex, { prop: { id: FRIEND, caption: 'friend' }, direction: 'in', offset: 0, total: 1, links: [link(LEO, FRIEND, 1)] });
    expect(fresh.incoming.map((g) => g.prop.id)).toEqual([FRIEND]);
  });
});
