import type { Logger } from '../logger';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../store';
import { META_CLASS as C, META_PROP as P, type DataType } from '../../realtime/protocol/metaModel';
import { claimSeedStep } from '../store';
import { DEMO_MAP, placeDemoOnMap } from './demoMap';

export { DEMO_MAP };

// A small Russian-language ontology of an organisation, so a first start has something to look at.
// Ids are fixed so that documentation, tests and demo links can name them.
const demoId = (n: number): string => `0000de00-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const DEMO_CLASS = {
  Agent: demoId(0x1), Person: demoId(0x2), Organisation: demoId(0x3), Department: demoId(0x4), Employee: demoId(0x5),
  Signatory: demoId(0x6), Manager: demoId(0x7), Document: demoId(0x8), Order: demoId(0x9), Contract: demoId(0xa),
} as const;
export const DEMO_PROP = {
  worksIn: demoId(0x101), heads: demoId(0x102), partOf: demoId(0x103), signed: demoId(0x104), contractParty: demoId(0x105), concerns: demoId(0x106),
  fullName: demoId(0x111), birthDate: demoId(0x112), experience: demoId(0x113), active: demoId(0x114), salary: demoId(0x115),
  taxId: demoId(0x116), number: demoId(0x117), docDate: demoId(0x118), amount: demoId(0x119), summary: demoId(0x11a),
} as const;
export const DEMO_INSTANCE = {
  romashka: demoId(0x201), vasilek: demoId(0x202), development: demoId(0x203), accounting: demoId(0x204), ivanov: demoId(0x205),
  petrova: demoId(0x206), sidorov: demoId(0x207), kuznetsova: demoId(0x208), order: demoId(0x209), contract: demoId(0x20a),
} as const;
export const DEMO_COMMAND_ID = demoId(0x301);
export const DEMO_COMMAND_NAME = 'demo.employees';
const SEEDED_KEY = 'demo_seeded';
/** The demo placed on its map: with the demo on a first start, or once on a store seeded before the map existed. */
const MAPPED_KEY = 'demo_mapped';

const K = DEMO_CLASS, Q = DEMO_PROP, I = DEMO_INSTANCE;

/** Classes with their parents; Руководитель has two (Сотрудник and Подписант). */
const classes: Array<{ id: string; ru: string; en: string; parents: string[] }> = [
  { id: K.Agent, ru: 'Агент', en: 'Agent', parents: [] },
  { id: K.Person, ru: 'Человек', en: 'Person', parents: [K.Agent] },
  { id: K.Organisation, ru: 'Организация', en: 'Organisation', parents: [K.Agent] },
  { id: K.Department, ru: 'Подразделение', en: 'Department', parents: [] },
  { id: K.Employee, ru: 'Сотрудник', en: 'Employee', parents: [K.Person] },
  { id: K.Signatory, ru: 'Подписант', en: 'Signatory', parents: [K.Agent] },
  { id: K.Manager, ru: 'Руководитель', en: 'Manager', parents: [K.Employee, K.Signatory] },
  { id: K.Document, ru: 'Документ', en: 'Document', parents: [] },
  { id: K.Order, ru: 'Приказ', en: 'Order', parents: [K.Document] },
  { id: K.Contract, ru: 'Договор', en: 'Contract', parents: [K.Document] },
];

type PropSeed = { id: string; ru: string; en: string; domain: string; min: number; max: number } & ({ range: string } | { type: DataType });
const props: PropSeed[] = [
  { id: Q.worksIn, ru: 'Работает в', en: 'Works in', domain: K.Employee, range: K.Department, min: 0, max: 1 },
  { id: Q.heads, ru: 'Руководит', en: 'Heads', domain: K.Manager, range: K.Department, min: 0, max: 1 },
  { id: Q.partOf, ru: 'Входит в', en: 'Part of', domain: K.Department, range: K.Organisation, min: 1, max: 1 },
  { id: Q.signed, ru: 'Подписал', en: 'Signed', domain: K.Signatory, range: K.Document, min: 0, max: -1 },
  { id: Q.contractParty, ru: 'Сторона договора', en: 'Contract party', domain: K.Contract, range: K.Organisation, min: 0, max: -1 },
  { id: Q.concerns, ru: 'Касается', en: 'Concerns', domain: K.Order, range: K.Employee, min: 0, max: -1 },
  { id: Q.fullName, ru: 'ФИО', en: 'Full name', domain: K.Person, type: 'string', min: 1, max: 1 },
  { id: Q.birthDate, ru: 'Дата рождения', en: 'Date of birth', domain: K.Person, type: 'date', min: 0, max: 1 },
  { id: Q.experience, ru: 'Стаж, лет', en: 'Experience, years', domain: K.Employee, type: 'int', min: 0, max: 1 },
  { id: Q.active, ru: 'Активен', en: 'Active', domain: K.Employee, type: 'bool', min: 0, max: 1 },
  { id: Q.salary, ru: 'Оклад', en: 'Salary', domain: K.Employee, type: 'float', min: 0, max: 1 },
  { id: Q.taxId, ru: 'ИНН', en: 'Tax id', domain: K.Organisation, type: 'string', min: 0, max: 1 },
  { id: Q.number, ru: 'Номер', en: 'Number', domain: K.Document, type: 'string', min: 1, max: 1 },
  { id: Q.docDate, ru: 'Дата документа', en: 'Document date', domain: K.Document, type: 'date', min: 0, max: 1 },
  { id: Q.amount, ru: 'Сумма договора', en: 'Contract amount', domain: K.Contract, type: 'float', min: 0, max: 1 },
  { id: Q.summary, ru: 'Содержание', en: 'Summary', domain: K.Document, type: 'text', min: 0, max: 1 },
];

type Value = string | number | boolean | { date: string } | { ref: string };
type InstanceSeed = { id: string; name: string; classes: string[]; values: Array<[prop: string, value: Value]> };
const date = (iso: string): Value => ({ date: iso });
const ref = (id: string): Value => ({ ref: id });
const person = (fullName: string, birth: string, years: number, active: boolean, salary: number): Array<[string, Value]> => [
  [Q.fullName, fullName], [Q.birthDate, date(birth)], [Q.experience, years], [Q.active, active], [Q.salary, salary],
];

const instances: InstanceSeed[] = [
  { id: I.romashka, name: 'ООО «Ромашка»', classes: [K.Organisation], values: [[Q.taxId, '7701234567']] },
  { id: I.vasilek, name: 'АО «Василёк»', classes: [K.Organisation], values: [[Q.taxId, '7809876543']] },
  { id: I.development, name: 'Отдел разработки', classes: [K.Department], values: [[Q.partOf, ref(I.romashka)]] },
  { id: I.accounting, name: 'Бухгалтерия', classes: [K.Department], values: [[Q.partOf, ref(I.romashka)]] },
  { id: I.ivanov, name: 'Иванов Иван Иванович', classes: [K.Manager], values: [
    ...person('Иванов Иван Иванович', '1978-04-15', 20, true, 250000),
    [Q.worksIn, ref(I.development)], [Q.heads, ref(I.development)], [Q.signed, ref(I.order)], [Q.signed, ref(I.contract)],
  ] },
  { id: I.petrova, name: 'Петрова Анна Сергеевна', classes: [K.Employee], values: [...person('Петрова Анна Сергеевна', '1990-09-02', 8, true, 150000), [Q.worksIn, ref(I.development)]] },
  { id: I.sidorov, name: 'Сидоров Пётр Алексеевич', classes: [K.Employee], values: [...person('Сидоров Пётр Алексеевич', '1985-01-20', 12, false, 120000.5), [Q.worksIn, ref(I.accounting)]] },
  { id: I.kuznetsova, name: 'Кузнецова Мария Олеговна', classes: [K.Manager], values: [
    ...person('Кузнецова Мария Олеговна', '1982-06-30', 15, true, 200000), [Q.worksIn, ref(I.accounting)], [Q.heads, ref(I.accounting)],
  ] },
  { id: I.order, name: 'Приказ № 15-к «О приёме на работу»', classes: [K.Order], values: [
    [Q.number, '15-к'], [Q.docDate, date('2024-03-01')], [Q.concerns, ref(I.petrova)], [Q.summary, 'Принять Петрову А. С. на должность инженера-программиста отдела разработки.'],
  ] },
  { id: I.contract, name: 'Договор поставки № Д-2024/07', classes: [K.Contract], values: [
    [Q.number, 'Д-2024/07'], [Q.docDate, date('2024-07-10')], [Q.amount, 1500000], [Q.contractParty, ref(I.romashka)], [Q.contractParty, ref(I.vasilek)],
  ] },
];

/** The stored get_data request of the demo command: employees (managers included) with their details. */
export const DEMO_COMMAND_QUERY = {
  class: K.Employee,
  recursive: true,
  fields: [{ prop: Q.fullName }, { prop: Q.experience }, { prop: Q.active }, { prop: Q.worksIn }],
  sort: [{ prop: 'name', dir: 'asc' }],
};

type ValRow = { inst: string; prop: string; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | null; r: string | null; lang: string | null };
const val = (inst: string, prop: string, idx: number, v: Value, lang: string | null = null): ValRow => ({
  inst, prop, idx, lang,
  t: typeof v === 'string' ? v : null,
  n: typeof v === 'number' ? v : null,
  b: typeof v === 'boolean' ? v : null,
  d: typeof v === 'object' && 'date' in v ? new Date(`${v.date}T00:00:00Z`) : null,
  r: typeof v === 'object' && 'ref' in v ? v.ref : null,
});

/** Ancestor → depth for every class, itself at 0; with several paths the shortest counts. */
export function closureOf(parentsOf: Map<string, string[]>): Array<{ ancestor: string; descendant: string; depth: number }> {
  const rows: Array<{ ancestor: string; descendant: string; depth: number }> = [];
  for (const start of parentsOf.keys()) {
    const depth = new Map<string, number>([[start, 0]]);
    const queue = [start];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      for (const parent of parentsOf.get(current) ?? []) {
        if (depth.has(parent)) continue;
        depth.set(parent, (depth.get(current) ?? 0) + 1);
        queue.push(parent);
      }
    }
    for (const [ancestor, d] of depth) rows.push({ ancestor, descendant: start, depth: d });
  }
  return rows;
}

async function writeDemo(trx: Transaction<Database>, author: string | null): Promise<void> {
  const vals: ValRow[] = [];
  for (const c of classes) {
    vals.push(val(c.id, P.label, 0, c.ru, 'ru'), val(c.id, P.label, 1, c.en, 'en'));
    c.parents.forEach((p, idx) => vals.push(val(c.id, P.parents, idx, ref(p))));
  }
  for (const p of props) {
    vals.push(val(p.id, P.label, 0, p.ru, 'ru'), val(p.id, P.label, 1, p.en, 'en'), val(p.id, P.domain, 0, ref(p.domain)));
    vals.push('range' in p ? val(p.id, P.range, 0, ref(p.range)) : val(p.id, P.type, 0, p.type));
    vals.push(val(p.id, P.minCardinality, 0, p.min), val(p.id, P.maxCardinality, 0, p.max));
  }
  for (const inst of instances) {
    const seen = new Map<string, number>();
    for (const [prop, v] of inst.values) {
      const idx = seen.get(prop) ?? 0;
      seen.set(prop, idx + 1);
      vals.push(val(inst.id, prop, idx, v));
    }
  }
  vals.push(val(DEMO_COMMAND_ID, P.query, 0, JSON.stringify(DEMO_COMMAND_QUERY)), val(DEMO_COMMAND_ID, P.cacheSeconds, 0, 0));

  const rows = [
    ...classes.map((c) => ({ id: c.id, name: c.ru, author, classes: [C.Class] })),
    ...props.map((p) => ({ id: p.id, name: p.ru, author, classes: ['range' in p ? C.ObjectProperty : C.DataProperty] })),
    ...instances.map((i) => ({ id: i.id, name: i.name, author, classes: i.classes })),
    { id: DEMO_COMMAND_ID, name: DEMO_COMMAND_NAME, author, classes: [C.Command] },
  ];
  await trx.insertInto('instances').values(rows.map(({ id, name }) => ({ id, name, author }))).execute();
  await trx.insertInto('memberships').values(rows.flatMap((r) => r.classes.map((class_id) => ({ class_id, instance_id: r.id })))).execute();
  await trx.insertInto('class_closure').values(closureOf(new Map(classes.map((c) => [c.id, c.parents])))).execute();
  await trx.insertInto('vals').values(vals).execute();
}

/** The demo's classes, properties and instances: what its map holds. */
export const DEMO_ENTITIES: readonly string[] = [...classes.map((c) => c.id), ...props.map((p) => p.id), ...instances.map((i) => i.id)];

/**
 * Writes the demo ontology with its map once per store (settings key 'demo_seeded'), in one
 * transaction. A store seeded before the demo had a map gets the map once ('demo_mapped'), holding
 * the demo entities that are still there and on no other map.
 */
export async function seedDemoOntology(ctx: AppContext, log: Logger): Promise<void> {
  const { seeded, mapped } = await ctx.db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirst();
    const seeded = await claimSeedStep(trx, SEEDED_KEY);
    if (seeded) await writeDemo(trx, admin?.id ?? null);
    const mapped = (await claimSeedStep(trx, MAPPED_KEY)) ? await placeDemoOnMap(trx, DEMO_ENTITIES, admin?.id ?? null) : 0;
    return { seeded, mapped };
  });
  if (seeded) log.info({ classes: classes.length, properties: props.length, instances: instances.length }, 'demo ontology written');
  if (mapped && !seeded) log.info({ map: DEMO_MAP.ru, entities: mapped }, 'demo ontology placed on its map');
}
