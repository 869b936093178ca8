import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import type { ImportCheck, ImportCheckResult, ImportMapping, ImportSource } from '../../realtime/protocol/imports';
import { isProblem } from '../problems';
import { buildImportPlan } from './importPlan';
import { insertImport } from './importRepository';
import type { ImportTable } from './importTable';
import type { RunningImports } from './runningImports';
import { checkCell } from './rowValidation';

export type StartImport = { source: ImportSource; fileName: string; table: ImportTable; classId: string; mapping: ImportMapping; name?: string | undefined };

/**
 * Checks the import as a whole (rights, columns, properties), records it as queued and hands it to
 * a background job; answers its id at once. Anything wrong up front is a 4xx and nothing is written.
 */
export async function startImport(ctx: AppContext, jobs: RunningImports, caller: Caller, input: StartImport): Promise<string> {
  const plan = await buildImportPlan(ctx.db, caller, input.classId, input.mapping, input.table.columns);
  const id = randomUUID();
  const name = input.name || input.fileName || plan.className;
  const total = input.table.rows.length;
  await insertImport(ctx.db, { id, name, source: input.source, fileName: input.fileName, classId: input.classId, owner: caller.user.id, mapping: input.mapping, total });
  // the owner's tabs hear of it at once, before the job takes its first batch
  ctx.hub.toUsers([caller.user.id], 'IMPORT_STATUS_UPDATE', { userId: caller.user.id, importId: id, importName: name, status: 'queued', progress: { done: 0, total, rejected: 0 } });
  jobs.start({ id, name, ownerId: caller.user.id, isAdmin: caller.user.is_admin, plan, table: input.table });
  return id;
}

/** Sample rows against a mapping, with the import's own checks, for the mapping editor's warnings. */
export async function checkImportSample(ctx: AppContext, caller: Caller, input: ImportCheck): Promise<ImportCheckResult> {
  const columnsInSample = input.rows[0] ? Object.keys(input.rows[0]) : null;
  let plan;
  try {
    plan = await buildImportPlan(ctx.db, caller, input.class, input.mapping, columnsInSample);
  } catch (error) {
    if (isProblem(error, 'invalid')) return { columns: {}, problem: error.message };
    throw error;
  }
  const columns: ImportCheckResult['columns'] = {};
  for (const { label, def } of plan.columns) {
    const verdict = { bad: 0, message: null as string | null };
    for (const row of input.rows) {
      const text = (row[label] ?? '').trim();
      if (text === '') continue;
      const cell = checkCell(def, text);
      if (!cell.ok) {
        verdict.bad += 1;
        verdict.message ??= `${text}: ${cell.message}`;
      }
    }
    columns[label] = verdict;
  }
  return { columns, problem: null };
}
