import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { Checkbox, Field, inputClass } from '../ui/fields';
import { notifyError, notifySuccess } from '../ui/notify';
import { checkCommandQuery, formatQueryText, isValidCommandName } from './commandQuery';
import type { CommandForm, CommandRecord } from './commandRecords';
import { saveCommand } from './commandsApi';
import { QueryProblems } from './QueryProblems';

type Props = { open: boolean; command: CommandRecord | null; onClose: () => void; onSaved: (id: string) => void };

export function CommandDialog({ open, command, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CommandForm>({ name: '', query: '', cacheSeconds: 0, perUser: false });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(command ? { name: command.name, query: formatQueryText(command.query), cacheSeconds: command.cacheSeconds, perUser: command.perUser } : { name: '', query: '{}', cacheSeconds: 0, perUser: false });
  }, [open, command]);

  const set = <K extends keyof CommandForm>(key: K, value: CommandForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const check = checkCommandQuery(form.query);
  const nameOk = isValidCommandName(form.name.trim());

  async function save() {
    setBusy(true);
    try {
      // the stored query is kept compact; pretty-printing is for editing. Save is offered only for
      // a query that passed the check, so it parses
      const query = JSON.stringify(JSON.parse(form.query));
      const id = await saveCommand({ ...form, query }, command);
      notifySuccess(t('admin.commands.saved', { name: form.name.trim() }));
      onSaved(id);
    } catch (error) {
      notifyError(error, t('admin.commands.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={command ? t('admin.commands.editTitle', { name: command.name }) : t('admin.commands.createTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      invalid={!check.ok || !nameOk}
      size="xl"
    >
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <Field label={t('admin.commands.name')} hint={t('admin.commands.nameHint')} error={form.name !== '' && !nameOk ? t('admin.commands.nameInvalid') : undefined}>
          <input className={`${inputClass} font-mono`} required value={form.name} onChange={(e) => set('name', e.target.value)} autoFocus />
        </Field>
        <Field label={t('admin.commands.cacheSeconds')} hint={t('admin.commands.cacheHint')}>
          <input className={inputClass} type="number" min={0} max={86400} step={1} value={form.cacheSeconds} onChange={(e) => set('cacheSeconds', Math.max(0, Math.trunc(Number(e.target.value) || 0)))} />
        </Field>
      </div>
      <Checkbox label={t('admin.commands.perUserLong')} checked={form.perUser} onChange={(v) => set('perUser', v)} disabled={form.cacheSeconds === 0} />
      <Field label={t('admin.commands.query')} hint={t('admin.commands.queryHint')}>
        <textarea
          className={`${inputClass} h-72 font-mono text-xs leading-relaxed`}
          spellCheck={false}
          value={form.query}
          placeholder={t('admin.commands.queryPlaceholder')}
          onChange={(e) => set('query', e.target.value)}
        />
      </Field>
      <div className="flex items-start gap-3">
        <div className="flex-1">{check.ok ? <p className="text-xs text-green-700">{t('admin.commands.queryValid')}</p> : <QueryProblems problems={check.problems} />}</div>
        <Button onClick={() => set('query', formatQueryText(form.query))} disabled={!check.ok}>
          {t('admin.commands.format')}
        </Button>
      </div>
    </FormDialog>
  );
}
