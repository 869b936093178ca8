import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '../../realtime/protocol/semanticSearch';
import { aggregate } from '../../model/semanticSearch/aggregations';
import { calc, col, contractsByCity, runOk, startSearchKit, type SearchKit } from './semanticSearchTestKit';

// Searches over a seeded ontology, each answer compared with one computed here from the seeded
// objects (not by SQL).

describe('semantic search engine', () => {
  let kit: SearchKit;
  beforeAll(async () => {
    kit = await startSearchKit();
  });
  afterAll(async () => kit?.server.stop());

  const cityName = (id: string | null) => kit.cities.find((c) => c.id === id)?.name ?? null;
  const linked = () => kit.contracts.filter((c) => c.city !== null);

  it('joins two classes, filters on both and sorts', async () => {
    const settings = contractsByCity(kit, {
      where: [
        { id: 'w1', name: 'Сумма от 50', node: 'n1', condition: 'gte', column: kit.ids.amount, value: 50, constraint: 'and', enabled: true },
        { id: 'w2', name: 'Город', node: 'n2', condition: 'ne', column: 'name', value: 'Омск', constraint: 'and', enabled: true },
        { id: 'w3', name: 'Выключен', node: 'n1', condition: 'eq', column: 'name', value: 'нет такого', constraint: 'and', enabled: false },
      ],
    });
    const answer = searchAnswerSchema.parse(await runOk(kit, { settings, sort: [{ code: 'amount', dir: 'desc' }] }));
    const expected = linked()
      .filter((c) => (c.amount ?? -1) >= 50 && cityName(c.city) !== 'Омск')
      .sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0))
      .map((c) => ({ inst: c.id, cells: { title: c.name, amount: c.amount, city: cityName(c.city) } }));
    expect(answer.rows).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect(answer.aggregated).toBe(false);
    expect(answer.reads.classes).toEqual(expect.arrayContaining([kit.ids.Contract, kit.ids.City]));
    expect(answer.reads.props).toEqual(expect.arrayContaining([kit.ids.amount, kit.ids.cityOf]));
    expect(Number(answer.seq)).toBeGreaterThan(0);
  });

  it('or-joins filter entities by their constraint', async () => {
    const settings = contractsByCity(kit, {
      where: [
        { id: 'w1', name: 'a', node: 'n1', condition: 'lt', column: kit.ids.amount, value: 50, constraint: 'and', enabled: true },
        { id: 'w2', name: 'b', node: 'n1', condition: 'gt', column: kit.ids.amount, value: 280, constraint: 'or', enabled: true },
      ],
    });
    const answer = await runOk(kit, { settings, sort: [{ code: 'title', dir: 'asc' }] });
    const expected = linked().filter((c) => c.amount !== null && (c.amount < 50 || c.amount > 280)).map((c) => c.name).sort();
    expect(answer.rows.map((r: any) => r.cells.title)).toEqual(expected);
  });

  it('computes a calculated column and sorts by it', async () => {
    const settings = contractsByCity(kit, {
      columns: [col('title', 'n1', 'name'), col('amount', 'n1', kit.ids.amount, { hidden: true }), col('qty', 'n1', kit.ids.qty, { hidden: true })],
      calcColumns: [calc('perUnit', 'round([amount] / [qty], 2)', { sort: 1, sort_mode: 'desc' }), calc('label', '[title] + " x" + [qty]', { type: 'string', ord: 200 })],
    });
    const answer = await runOk(kit, { settings });
    const round2 = (n: number) => Math.round(n * 100) / 100;
    const expected = linked()
      .map((c) => ({ title: c.name, perUnit: c.amount === null ? null : round2(c.amount / c.qty), label: `${c.name} x${c.qty}` }))
      .sort((a, b) => (b.perUnit ?? -Infinity) - (a.perUnit ?? -Infinity));
    expect(answer.columns.map((c: any) => c.code)).toEqual(['title', 'perUnit', 'label']);
    expect(answer.rows.map((r: any) => r.cells)).toEqual(expected);
  });

  it('aggregates sum, avg, count, countUnique, list, max, min by group', async () => {
    const settings = contractsByCity(kit, {
      columns: [
        col('city', 'n2', 'name', { ord: 10, sort: 1 }),
        col('total', 'n1', kit.ids.amount, { ord: 20, agg: 'sum' }),
        col('mean', 'n1', kit.ids.amount, { ord: 30, agg: 'avg' }),
        col('n', 'n1', kit.ids.amount, { ord: 40, agg: 'count' }),
        col('titles', 'n1', 'name', { ord: 50, agg: 'list' }),
        col('qtys', 'n1', kit.ids.qty, { ord: 60, agg: 'countUnique' }),
        col('latest', 'n1', kit.ids.signed, { ord: 70, agg: 'max' }),
        col('least', 'n1', kit.ids.qty, { ord: 80, agg: 'min' }),
      ],
    });
    const answer = searchAnswerSchema.parse(await runOk(kit, { settings }));
    const groups = [...new Set(linked().map((c) => cityName(c.city)!))].sort();
    const expected = groups.map((name) => {
      const rows = linked().filter((c) => cityName(c.city) === name);
      return {
        inst: null,
        cells: {
          city: name,
          total: aggregate('sum', rows.map((r) => r.amount)),
          mean: aggregate('avg', rows.map((r) => r.amount)),
          n: aggregate('count', rows.map((r) => r.amount)),
          titles: rows.map((r) => r.name),
          qtys: aggregate('countUnique', rows.map((r) => r.qty)),
          latest: [...rows.map((r) => r.signed)].sort().at(-1),
          least: Math.min(...rows.map((r) => r.qty)),
        },
      };
    });
    expect(answer.aggregated).toBe(true);
    expect(answer.rows.map((r) => ({ ...r, cells: { ...r.cells, titles: [...(r.cells.titles as string[])].sort() } }))).toEqual(
      expected.map((e) => ({ ...e, cells: { ...e.cells, titles: [...e.cells.titles].sort() } })),
    );
    expect(answer.total).toBe(groups.length);
  });

  it('pages with the total of all rows', async () => {
    const settings = contractsByCity(kit, { optional: true });
    const all = [...kit.contracts].sort((a, b) => a.name.localeCompare(b.name));
    const pages = [];
    for (let offset = 0; offset < all.length; offset += 3) pages.push(await runOk(kit, { settings, limit: 3, offset, sort: [{ code: 'title', dir: 'asc' }] }));
    expect(pages.flatMap((p) => p.rows.map((r: any) => r.cells.title))).toEqual(all.map((c) => c.name));
    expect(pages.every((p) => p.total === all.length)).toBe(true);
    const past = await runOk(kit, { settings, limit: 3, offset: 30 });
    expect(past).toMatchObject({ rows: [], total: all.length });
  });

  it('keeps contracts without a city on an optional edge, drops them on a required one', async () => {
    const optional = await runOk(kit, { settings: contractsByCity(kit, { optional: true }), limit: 100 });
    const required = await runOk(kit, { settings: contractsByCity(kit), limit: 100 });
    expect(optional.total).toBe(kit.contracts.length);
    expect(required.total).toBe(linked().length);
    const lonely = optional.rows.filter((r: any) => r.cells.city === null).map((r: any) => r.cells.title).sort();
    expect(lonely).toEqual(kit.contracts.filter((c) => c.city === null).map((c) => c.name).sort());
  });

  it('binds the root node to one instance', async () => {
    const target = kit.contracts[2]!;
    const answer = await runOk(kit, { settings: contractsByCity(kit), inst: target.id });
    expect(answer.rows).toEqual([{ inst: target.id, cells: { title: target.name, amount: target.amount, city: cityName(target.city) } }]);
  });

  it('follows an edge backwards: cities with their contracts, link cells as {id, name}', async () => {
    const settings = {
      filters: [
        {
          id: 'f',
          nodes: [
            { id: 'c', classId: kit.ids.City, subclasses: true },
            { id: 'k', classId: kit.ids.Contract, subclasses: true },
          ],
          edges: [{ id: 'e', from: 'c', to: 'k', propId: kit.ids.cityOf, direction: 'in', optional: false }],
          where: [],
        },
      ],
      columns: [col('city', 'c', 'name'), col('link', 'k', kit.ids.cityOf), col('n', 'k', 'id', { agg: 'count' })],
      calcColumns: [],
      pageSize: null,
    };
    const answer = await runOk(kit, { settings, sort: [{ code: 'city', dir: 'asc' }] });
    const expected = kit.cities
      .map((c) => ({ city: c.name, link: { id: c.id, name: c.name }, n: linked().filter((k) => k.city === c.id).length }))
      .sort((a, b) => a.city.localeCompare(b.city));
    expect(answer.rows.map((r: any) => r.cells)).toEqual(expected);
  });

  it('applies the result table column filters', async () => {
    const answer = await runOk(kit, { settings: contractsByCity(kit), filters: [{ code: 'city', condition: 'eq', value: 'Казань' }, { code: 'amount', condition: 'lt', value: 100 }] });
    const expected = linked().filter((c) => cityName(c.city) === 'Казань' && (c.amount ?? Infinity) < 100).map((c) => c.name).sort();
    expect(answer.rows.map((r: any) => r.cells.title).sort()).toEqual(expected);
  });

  it('sorts groups by an aggregate, pages them past the end, and filters on a calculated column', async () => {
    const settings = contractsByCity(kit, {
      columns: [col('city', 'n2', 'name'), col('total', 'n1', kit.ids.amount, { agg: 'sum', sort: 1, sort_mode: 'desc' }), col('amount', 'n1', kit.ids.amount, { hidden: true })],
    });
    const sums = new Map<string, number>();
    for (const c of linked()) sums.set(cityName(c.city)!, (sums.get(cityName(c.city)!) ?? 0) + (c.amount ?? 0));
    const expected = [...sums].sort((a, b) => b[1] - a[1]).map(([city, total]) => ({ city, total }));
    const first = await runOk(kit, { settings, limit: 2 });
    const second = await runOk(kit, { settings, limit: 2, offset: 2 });
    expect([...first.rows, ...second.rows].map((r: any) => r.cells)).toEqual(expected);
    expect(await runOk(kit, { settings, limit: 2, offset: 10 })).toMatchObject({ rows: [], total: expected.length });

    const withCalc = contractsByCity(kit, { calcColumns: [calc('double', '[amount] * 2')] });
    const filtered = await runOk(kit, { settings: withCalc, filters: [{ code: 'double', condition: 'gt', value: 300 }] });
    expect(filtered.rows.map((r: any) => r.cells.title).sort()).toEqual(linked().filter((c) => (c.amount ?? 0) * 2 > 300).map((c) => c.name).sort());
  });

  it('lists the saved searches that apply to an instance (its classes and their ancestors)', async () => {
    const saved = await kit.call('POST', '/semanticSearch', kit.admin.token, { name: 'По договорам', json: contractsByCity(kit) });
    expect(saved.status).toBe(201);
    const forContract = await kit.call('GET', `/semanticSearch/forInstance/${kit.contracts[0]!.id}`, kit.admin.token);
    expect(forContract.body.instance).toEqual({ id: kit.contracts[0]!.id, name: kit.contracts[0]!.name });
    expect(forContract.body.items.map((i: any) => i.id)).toContain(saved.body.id);
    const forCity = await kit.call('GET', `/semanticSearch/forInstance/${kit.cities[0]!.id}`, kit.admin.token);
    expect(forCity.body.items.map((i: any) => i.id)).not.toContain(saved.body.id);
  });
});
