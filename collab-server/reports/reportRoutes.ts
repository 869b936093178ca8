import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  copyReportSchema,
  reportSharingInputSchema,
  saveReportSchema,
  sourceSettingsSchema,
  type Report,
  type ReportList,
  type ReportSharing,
  type ReportSummary,
} from '../../realtime/protocol/reports';
import { parseInput, notFound } from '../problems';
import { requireSignedIn } from '../auth';
import { deleteReport, findReport, insertReport, listReadableReports, readSharing, updateReport, type ReportRow } from './reportRepository';
import { accessTo, loadAccessGrants, readScope } from '../access';
import { reportObject, requireReport } from './reportGuard';
import { checkedReport } from './reportInput';
import { shareReport } from './reportSharing';
import { checkAddedSources } from './reportSources';
import { REPORT_MESSAGES } from './reportMessages';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

function presentSummary(row: ReportRow, mayEdit: boolean): ReportSummary {
  return { id: row.id, name: row.name, annotation: row.annotation, author: row.author, authorName: row.author_name ?? '', date_create: iso(row.date_create), mayEdit };
}

async function presentReport(ctx: AppContext, row: ReportRow, mayEdit: boolean): Promise<Report> {
  const sharing = await readSharing(ctx.db, row.id);
  const ssData = Object.fromEntries(Object.entries(row.ss_data).flatMap(([id, s]) => {
    const parsed = sourceSettingsSchema.safeParse(s);
    return parsed.success ? [[id, parsed.data]] : [];
  }));
  return {
    ...presentSummary(row, mayEdit),
    source: row.source,
    template: row.template,
    ssData,
    role: sharing.role,
    assignments: sharing.assignments.map(({ userId, edit }) => ({ userId, edit })),
  };
}

async function reload(ctx: AppContext, id: string): Promise<ReportRow> {
  const row = await findReport(ctx.db, id);
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  return row;
}

/**
 * Reports (domain spec §3.9): listed, read, changed, copied, shared and deleted by whom
 * the shared-object policy allows. Their sources' rows are not here: the browser runs each saved search
 * through its own call, which applies the search's read rights.
 */
export async function reportRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/reports', async (request): Promise<ReportList> => {
    const caller = await requireSignedIn(ctx, request);
    const grants = await loadAccessGrants(ctx.db, caller);
    const rows = await listReadableReports(ctx.db, readScope(grants, 'report'));
    // the list holds what the caller reads: roles shared with bear only on that
    return { items: rows.map((row) => presentSummary(row, accessTo(grants, reportObject(row)).change)) };
  });

  api.post('/reports', async (request, reply: FastifyReply): Promise<Report> => {
    const input = checkedReport(parseInput(saveReportSchema, request.body, 'new report'));
    const caller = await requireSignedIn(ctx, request);
    await checkAddedSources(ctx.db, caller, input.source);
    const id = await insertReport(ctx.db, caller.user.id, input);
    reply.code(201);
    return presentReport(ctx, await reload(ctx, id), true);
  });

  api.get('/reports/:id', async (request): Promise<Report> => {
    const { id } = parseInput(idParamsSchema, request.params, 'report id');
    const caller = await requireSignedIn(ctx, request);
    const { row, access } = await requireReport(ctx.db, caller, id, 'read');
    return presentReport(ctx, row, access.change);
  });

  api.put('/reports/:id', async (request): Promise<Report> => {
    const { id } = parseInput(idParamsSchema, request.params, 'report id');
    const input = checkedReport(parseInput(saveReportSchema, request.body, 'report'));
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireReport(ctx.db, caller, id, 'change');
    await checkAddedSources(ctx.db, caller, input.source, row.source);
    await updateReport(ctx.db, id, input);
    return presentReport(ctx, await reload(ctx, id), true);
  });

  api.delete('/reports/:id', async (request): Promise<{ deleted: true }> => {
    const { id } = parseInput(idParamsSchema, request.params, 'report id');
    const caller = await requireSignedIn(ctx, request);
    await requireReport(ctx.db, caller, id, 'change');
    await deleteReport(ctx.db, id);
    return { deleted: true };
  });

  // whoever reads a report may copy it: the copy is theirs, shared with nobody
  api.post('/reports/:id/copy', async (request, reply: FastifyReply): Promise<Report> => {
    const { id } = parseInput(idParamsSchema, request.params, 'report id');
    const { name } = parseInput(copyReportSchema, request.body ?? {}, 'report copy');
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireReport(ctx.db, caller, id, 'read');
    const original = await presentReport(ctx, row, false);
    const copyId = await insertReport(ctx.db, caller.user.id, {
      name: name ?? REPORT_MESSAGES.copyName(row.name),
      annotation: row.annotation,
      source: original.source,
      template: original.template,
      ssData: original.ssData,
    });
    reply.code(201);
    return presentReport(ctx, await reload(ctx, copyId), true);
  });

  api.get('/reports/:id/sharing', async (request): Promise<ReportSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'report id');
    const caller = await requireSignedIn(ctx, request);
    await requireReport(ctx.db, caller, id, 'share');
    return readSharing(ctx.db, id);
  });

  api.put('/reports/:id/sharing', async (request): Promise<ReportSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'report id');
    const input = parseInput(reportSharingInputSchema, request.body, 'report sharing');
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireReport(ctx.db, caller, id, 'share');
    await shareReport(ctx.db, row, input);
    return readSharing(ctx.db, id);
  });
}
