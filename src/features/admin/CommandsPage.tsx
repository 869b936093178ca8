import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../components/useLoad';
import { CommandDetails } from './commands/CommandDetails';
import { CommandDialog } from './commands/CommandDialog';
import type { CommandRecord } from './commands/commandRecords';
import { deleteCommand, listCommands } from './commands/commandsApi';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { LoadState } from './ui/LoadState';
import { notifyError, notifySuccess } from './ui/notify';
import { DataTable, type DataColumn } from '../../components/dataTable';
import { useConfirm } from '../../components/useConfirm';

/** /settings/commands[?id=]: the data API's named stored queries (instances of the Command class). */
export default function CommandsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const commands = useLoad(listCommands, []);
  const [editing, setEditing] = useState<{ command: CommandRecord | null } | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const selected = commands.data?.find((c) => c.id === selectedId) ?? null;
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: true });
  const columns = useMemo<DataColumn<CommandRecord>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.commands.name'),
        className: 'font-mono text-xs',
        // the row handles the click; the button makes it reachable by keyboard
        cell: (command) => (
          <button type="button" className="text-left">
            {command.name}
          </button>
        ),
      },
      {
        id: 'cache',
        header: t('admin.commands.cacheShort'),
        headerClassName: 'text-right',
        className: 'text-right text-xs text-gray-600',
        value: (command) => (command.cacheSeconds > 0 ? `${command.cacheSeconds} ${t('admin.commands.secondsShort')}` : '—'),
      },
    ],
    [t],
  );

  async function remove(command: CommandRecord) {
    if (!(await confirm({ title: t('admin.commands.deleteTitle'), text: t('admin.commands.deleteText', { name: command.name }) }))) return;
    try {
      await deleteCommand(command.id);
      notifySuccess(t('admin.commands.deleted', { name: command.name }));
      select(null);
      commands.reload();
    } catch (error) {
      notifyError(error, t('admin.commands.deleteFailed'));
    }
  }

  return (
    <PageFrame
      title={t('admin.commands.title')}
      actions={
        <Button variant="primary" onClick={() => setEditing({ command: null })}>
          {t('admin.commands.create')}
        </Button>
      }
    >
      <p className="text-sm text-gray-600">{t('admin.commands.about')}</p>
      <LoadState loading={commands.loading && !commands.data} error={commands.error} empty={commands.data?.length === 0} onRetry={commands.reload} />
      {commands.data && commands.data.length > 0 && (
        <div className="flex flex-col items-start gap-3 lg:flex-row">
          <div className="w-full lg:w-80 lg:shrink-0">
            <DataTable
              columns={columns}
              rows={commands.data}
              rowId={(command) => command.id}
              rowAttributes={(command) => ({
                'data-testid': 'command-row',
                'aria-selected': command.id === selectedId,
                className: `cursor-pointer ${command.id === selectedId ? 'bg-primary-light' : 'hover:bg-gray-50'}`,
                onClick: () => select(command.id),
              })}
            />
          </div>
          {selected ? (
            // keyed by command: a Run still under way for the previous one must not answer under this one
            <CommandDetails key={selected.id} command={selected} onEdit={() => setEditing({ command: selected })} onDelete={() => void remove(selected)} />
          ) : (
            <p className="p-3 text-sm text-gray-500">{selectedId ? t('admin.commands.notFound') : t('admin.commands.choose')}</p>
          )}
        </div>
      )}
      <CommandDialog
        open={editing !== null}
        command={editing?.command ?? null}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          commands.reload();
          select(id);
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}
