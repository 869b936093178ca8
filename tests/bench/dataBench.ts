import { itemIds, seedHierarchy, seedItems } from './benchSeed';
import { pageBySql, pagePayload, recursiveBySql, recursivePayload, setBySql, setPayload } from './cases';
import { measure, printComparison } from './measure';
import { onEachStore, withBenchServer } from './benchServer';

// The data section: the data API against hand-written SQL for the same work, measured in the same
// run — (a) a page of get_data, (b) one set_data of many values, (c) get_data recursive over a hierarchy.
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const CLASSES = Number(process.env.BENCH_CLASSES ?? 50_000);
// set_data's batch: 10,000 values, or every instance of a smaller (quick) run
const SET_VALUES = Math.min(10_000, ITEMS);

async function benchStore(label: string, env: Record<string, string>): Promise<void> {
  await withBenchServer(env, async ({ db, dataCall }) => {
    console.log(`\n=== ${label} ===`);
    let t0 = performance.now();
    await seedItems(db, ITEMS);
    const root = await seedHierarchy(db, CLASSES);
    console.log(`  seeded ${ITEMS.toLocaleString('ru-RU')} instances × 5 values and ${CLASSES.toLocaleString('ru-RU')} classes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const call = (act: string, payload: unknown) => dataCall<{ count_rows?: number }>(act, payload);

    const first = await call('get_data', pagePayload);
    console.log(`  (a) matching instances: ${first.count_rows?.toLocaleString('ru-RU')}`);
    printComparison(`(a) get_data: page of 50, filtered and sorted, from ${ITEMS.toLocaleString('ru-RU')} instances`, await measure(200, () => call('get_data', pagePayload)), await measure(200, () => pageBySql(db)));

    const ids = await itemIds(db, SET_VALUES);
    let round = 0;
    const apiSet = await measure(5, () => call('set_data', setPayload(ids, ++round)), 1);
    const sqlSet = await measure(5, () => setBySql(db, ids, ++round, admin.id), 1);
    printComparison(`(b) set_data: ${SET_VALUES.toLocaleString('ru-RU')} values in one call`, { ...apiSet, perSecond: apiSet.perSecond * SET_VALUES }, { ...sqlSet, perSecond: sqlSet.perSecond * SET_VALUES }, 'values');

    t0 = performance.now();
    const rec = await call('get_data', recursivePayload(root));
    console.log(`\n  (c) instances under the root: ${rec.count_rows?.toLocaleString('ru-RU')} (first call ${(performance.now() - t0).toFixed(1)} ms)`);
    printComparison(`(c) get_data recursive over ${CLASSES.toLocaleString('ru-RU')} classes`, await measure(100, () => call('get_data', recursivePayload(root))), await measure(100, () => recursiveBySql(db, root)));
  });
}

/** `npm run bench -- data`: the three cases on PGlite, then on PostgreSQL. */
export async function benchData(pgUrl: string): Promise<void> {
  await onEachStore(pgUrl, 'data API benchmark', benchStore);
}
