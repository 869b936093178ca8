import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store';
import type { DmnTestsTable } from './dmnTables';
import type { TestCase, TestCaseInput } from '../../realtime/protocol/dmn';
import { notFound } from '../problems';
import { DECISION_MESSAGES } from './decisionMessages';

/** Named test cases kept with a decision (dmn_tests): inputs and the expected value of each output. */

type TestRow = Selectable<DmnTestsTable>;
const parseJson = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};

const present = (row: TestRow): TestCase => ({
  id: row.id,
  name: row.name,
  decision: row.decision_ref,
  inputs: parseJson(row.inputs),
  expected: parseJson(row.expected),
  author: row.author,
  createdAt: new Date(row.created_at as unknown as string).toISOString(),
});

const columns = (input: TestCaseInput) => ({ name: input.name, decision_ref: input.decision, inputs: JSON.stringify(input.inputs), expected: JSON.stringify(input.expected) });

export async function listTestCases(db: Kysely<Database>, decisionId: string, only?: string[]): Promise<TestCase[]> {
  let query = db.selectFrom('dmn_tests').selectAll().where('decision_id', '=', decisionId);
  if (only) query = only.length ? query.where('id', 'in', only) : query.where('id', 'is', null);
  const rows = await query.orderBy('created_at').orderBy('name').orderBy('id').execute();
  return rows.map(present);
}

async function requireTestCase(db: Kysely<Database>, decisionId: string, testId: string): Promise<TestCase> {
  const row = await db.selectFrom('dmn_tests').selectAll().where('id', '=', testId).where('decision_id', '=', decisionId).executeTakeFirst();
  if (!row) throw notFound(DECISION_MESSAGES.testNotFound);
  return present(row);
}

export async function addTestCase(db: Kysely<Database>, decisionId: string, author: string, input: TestCaseInput): Promise<TestCase> {
  const id = randomUUID();
  await db.insertInto('dmn_tests').values({ id, decision_id: decisionId, author, ...columns(input) }).execute();
  return requireTestCase(db, decisionId, id);
}

export async function changeTestCase(db: Kysely<Database>, decisionId: string, testId: string, input: TestCaseInput): Promise<TestCase> {
  await requireTestCase(db, decisionId, testId);
  await db.updateTable('dmn_tests').set(columns(input)).where('id', '=', testId).execute();
  return requireTestCase(db, decisionId, testId);
}

export async function removeTestCase(db: Kysely<Database>, decisionId: string, testId: string): Promise<void> {
  await requireTestCase(db, decisionId, testId);
  await db.deleteFrom('dmn_tests').where('id', '=', testId).execute();
}
