import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityPage } from '../../ontology';
import { serverErrorText } from '../api/adminRequest';
import { Button } from '../../../components/Button';
import { notifyError, notifySuccess } from '../ui/notify';
import { checkCommandQuery, formatQueryText } from './commandQuery';
import type { CommandRecord } from './commandRecords';
import { clearCommandCache, runCommand } from './commandsApi';
import { CommandRunResult } from './CommandRunResult';
import { QueryProblems } from './QueryProblems';

type Run = { running: boolean; result: EntityPage | null; error: string | null };
type Props = { command: CommandRecord; onEdit: () => void; onDelete: () => void };

/**
 * One command: its settings and query, and trying it out (Run, Clear cache). The page renders it
 * keyed by the command's id, so a Run result always belongs to the command shown.
 */
export function CommandDetails({ command, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run>({ running: false, result: null, error: null });
  const check = checkCommandQuery(command.query);

  async function start() {
    setRun({ running: true, result: null, error: null });
    try {
      setRun({ running: false, result: await runCommand(command.name), error: null });
    } catch (error) {
      setRun({ running: false, result: null, error: serverErrorText(error) ?? t('admin.commands.runFailed') });
    }
  }

  async function clearCache() {
    try {
      const { removed } = await clearCommandCache(command.name);
      notifySuccess(t('admin.commands.cacheCleared', { count: removed }));
    } catch (error) {
      notifyError(error, t('admin.commands.cacheFailed'));
    }
  }

  return (
    <section className="flex min-w-0 flex-1 flex-col gap-3 rounded border border-gray-200 bg-white p-3" aria-label={command.name}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-mono text-base font-semibold text-gray-900">{command.name}</h2>
        <div className="ml-auto flex gap-2">
          <Button variant="primary" onClick={() => void start()} disabled={run.running}>
            {run.running ? t('admin.commands.running') : t('admin.commands.run')}
          </Button>
          <Button onClick={() => void clearCache()}>{t('admin.commands.clearCache')}</Button>
          <Button onClick={onEdit}>{t('admin.common.edit')}</Button>
          {command.canDelete && (
            <Button variant="danger" onClick={onDelete}>
              {t('admin.common.delete')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-sm text-gray-600">
        {command.cacheSeconds > 0
          ? t(command.perUser ? 'admin.commands.cachedPerUser' : 'admin.commands.cachedShared', { count: command.cacheSeconds })
          : t('admin.commands.notCached')}
      </p>
      <pre className="max-h-80 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs text-gray-800">{formatQueryText(command.query)}</pre>
      {!check.ok && <QueryProblems problems={check.problems} />}
      {run.error && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-2 py-1.5 text-sm text-red-800">
          {run.error}
        </p>
      )}
      {run.result && <CommandRunResult result={run.result} />}
    </section>
  );
}
