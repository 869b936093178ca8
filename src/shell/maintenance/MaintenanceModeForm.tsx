import { useEffect, useState, type FormEvent } from 'react';
import { DialogTitle, Field, Label, Switch, Textarea, Description } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { shellState } from '../../state/shellState';
import { showMessage } from '../../state/messageStore';
import { readMaintenanceMode, writeMaintenanceMode, type MaintenanceMode } from './maintenanceApi';
import { ANNOUNCEMENT_MAX_CHARS, isMaintenanceChange, maintenanceRequest } from './maintenanceChange';
import { primaryButton, quietButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

/** The content of the maintenance dialog: the state in force, and the admin's switch and announcement. */
export function MaintenanceModeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // until the server answers, what the shell last knew
  const [current, setCurrent] = useState<MaintenanceMode>({ ...shellState.maintenance });
  const [enabled, setEnabled] = useState(current.enabled);
  const [text, setText] = useState(current.message);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    readMaintenanceMode()
      .then((state) => {
        if (!live) return;
        shellState.maintenance = state;
        setCurrent(state);
        setEnabled(state.enabled);
        setText(state.message);
      })
      .catch((error: unknown) => live && setLoadError(errorText(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = maintenanceRequest(enabled, text);
    if (!isMaintenanceChange(current, next)) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const state = await writeMaintenanceMode(next);
      shellState.maintenance = state;
      const done = state.enabled === current.enabled ? 'maintenance.announcementChanged' : state.enabled ? 'maintenance.switchedOn' : 'maintenance.switchedOff';
      showMessage({ text: t(done), kind: 'success' });
      onClose();
    } catch (error) {
      showMessage({ text: t('maintenance.saveFailed', { error: errorText(error) }), kind: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-4">
      <DialogTitle className="text-lg font-medium text-slate-900">{t('maintenance.title')}</DialogTitle>
      <p className="text-sm text-slate-600" data-testid="maintenance-current">
        {loading ? t('maintenance.loading') : (
          <>
            <span className={`mr-2 inline-block h-2 w-2 rounded-full ${current.enabled ? 'bg-amber-500' : 'bg-emerald-600'}`} aria-hidden="true" />
            {t(current.enabled ? 'maintenance.currentOn' : 'maintenance.currentOff')}
          </>
        )}
      </p>
      {loadError && (
        <p className="text-sm text-red-700" role="alert">
          {t('maintenance.loadFailed', { error: loadError })}
        </p>
      )}
      <Field className="flex items-center justify-between gap-4">
        <Label className="text-sm text-slate-800">{t('maintenance.enable')}</Label>
        <Switch
          checked={enabled}
          onChange={setEnabled}
          disabled={loading}
          data-testid="maintenance-switch"
          className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[checked]:bg-primary data-[disabled]:cursor-default data-[disabled]:opacity-50"
        >
          <span className="pointer-events-none m-0.5 inline-block h-5 w-5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5" />
        </Switch>
      </Field>
      <Field disabled={!enabled || loading} className="flex flex-col gap-1">
        <Label className="text-sm text-slate-800 data-[disabled]:text-slate-400">{t('maintenance.announcement')}</Label>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={ANNOUNCEMENT_MAX_CHARS}
          rows={4}
          data-testid="maintenance-message"
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 focus:border-primary focus:outline-none data-[disabled]:bg-slate-50 data-[disabled]:text-slate-400"
        />
        <Description className="flex justify-between gap-4 text-xs text-slate-500">
          <span>{t('maintenance.hint')}</span>
          <span className="shrink-0 tabular-nums">{t('maintenance.chars', { count: text.length, max: ANNOUNCEMENT_MAX_CHARS })}</span>
        </Description>
      </Field>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={quietButton}>
          {t('maintenance.cancel')}
        </button>
        <button
          type="submit"
          disabled={saving || loading}
          data-testid="maintenance-save"
          className={primaryButton}
        >
          {t('maintenance.save')}
        </button>
      </div>
    </form>
  );
}
