import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { apiFetch } from '../../api/apiFetch';
import { manualSchema, manualsResultSchema, type Manual } from '../../../realtime/protocol/shell/manuals';
import { shellState } from '../../state/shellState';
import { showMessage } from '../../state/messageStore';
import { DialogFrame, dialogInput } from '../dialogs/DialogFrame';
import { manualTarget, manualsForRoute, type ManualTarget } from './routeManuals';
import { emptyManualForm, manualToForm, readManualForm, type ManualForm, type ManualFormError } from './manualForm';
import { primaryButton, quietButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

const describeTarget = (target: ManualTarget | null): string => (target === null ? '' : target.kind === 'link' ? target.href : target.to);

export type ManualsDialogProps = { open: boolean; onClose: () => void; routeName: string | null; routePath: string | null };

async function reloadManuals(): Promise<void> {
  shellState.manuals = manualsResultSchema.parse(await apiFetch<unknown>('app/manuals'));
}

/** Administrators keep the user manuals of the screen they are on: add, change, remove. */
export function ManualsDialog({ open, onClose, routeName, routePath }: ManualsDialogProps) {
  const { t } = useTranslation();
  const { manuals } = useSnapshot(shellState);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [form, setForm] = useState<ManualForm>(emptyManualForm(routeName));
  const [error, setError] = useState<ManualFormError | null>(null);
  const [busy, setBusy] = useState(false);
  const forRoute = manualsForRoute(manuals as Manual[], routeName, routePath);

  function edit(manual: Manual | null) {
    setEditing(manual ? manual.id : 'new');
    setForm(manual ? manualToForm(manual) : emptyManualForm(routeName));
    setError(null);
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      await reloadManuals();
      showMessage({ kind: 'success', text: t(done) });
      setEditing(null);
    } catch (e) {
      showMessage({ kind: 'error', text: t('manuals.manage.failed', { error: errorText(e) }) });
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const read = readManualForm(form);
    if (!read.ok) return setError(read.error);
    const body = read.manual;
    void run(async () => manualSchema.parse(await apiFetch<unknown>(editing === 'new' ? 'app/manuals' : `app/manuals/${editing}`, { method: editing === 'new' ? 'POST' : 'PATCH', body })), 'manuals.manage.saved');
  }

  const field = (key: keyof ManualForm, multiline = false) => (
    <label className="flex flex-col gap-1 text-sm">
      {t(`manuals.manage.fields.${key}`)}
      {multiline ? (
        <textarea className={`${dialogInput} min-h-16`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} data-testid={`manual-${key}`} />
      ) : (
        <input className={dialogInput} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} data-testid={`manual-${key}`} />
      )}
    </label>
  );

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('manuals.manage.title')}
      testId="manuals-dialog"
      wide
      onSubmit={editing ? save : undefined}
      actions={
        editing ? (
          <>
            <button type="button" className={quietButton} onClick={() => setEditing(null)}>
              {t('dialogs.cancel')}
            </button>
            <button type="submit" className={primaryButton} disabled={busy} data-testid="manual-save">
              {t('manuals.manage.save')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={quietButton} onClick={() => edit(null)} data-testid="manual-add">
              {t('manuals.manage.add')}
            </button>
            <button type="button" className={primaryButton} onClick={onClose}>
              {t('dialogs.close')}
            </button>
          </>
        )
      }
    >
      {editing ? (
        <>
          {field('name')}
          {field('description', true)}
          {field('link')}
          {field('documentId')}
          {field('routes', true)}
          <p className="text-xs text-gray-500">{t('manuals.manage.routesHint')}</p>
          {error && (
            <p className="text-sm text-red-700" role="alert">
              {t(`manuals.manage.errors.${error}`)}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-gray-600">{t('manuals.manage.intro', { route: routeName ?? routePath ?? '' })}</p>
          {forRoute.length === 0 && <p className="text-sm text-gray-500">{t('manuals.none')}</p>}
          <ul className="flex flex-col divide-y divide-gray-100">
            {forRoute.map((manual) => (
              <li key={manual.id} className="flex items-center gap-2 py-2" data-testid="manual-row">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{manual.name}</span>
                  <span className="block truncate text-xs text-gray-500">{describeTarget(manualTarget(manual))}</span>
                </span>
                <button type="button" className={quietButton} onClick={() => edit(manual)}>
                  {t('manuals.manage.edit')}
                </button>
                <button type="button" className={quietButton} disabled={busy} onClick={() => void run(() => apiFetch<unknown>(`app/manuals/${manual.id}`, { method: 'DELETE' }), 'manuals.manage.deleted')}>
                  {t('manuals.manage.delete')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </DialogFrame>
  );
}
