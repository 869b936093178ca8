import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import type { SearchMeta } from './useSearchDraft';

type Props = { open: boolean; meta: SearchMeta; busy: boolean; problem: string | null; onClose: () => void; onSave: (meta: SearchMeta) => void };

/** Name and description of the search, asked when it is saved. */
export function SaveDialog({ open, meta, busy, problem, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(meta.name);
  const [desc, setDesc] = useState(meta.desc);
  useEffect(() => {
    if (!open) return;
    setName(meta.name);
    setDesc(meta.desc);
  }, [open]);
  return (
    <FormDialog open={open} title={t('semanticSearch.save.title')} onClose={onClose} onSubmit={() => onSave({ ...meta, name: name.trim(), desc })} busy={busy} invalid={name.trim() === ''}>
      <label className="flex flex-col gap-1 text-sm">
        {t('semanticSearch.save.name')}
        <input className="rounded border border-gray-300 px-2 py-1" value={name} maxLength={300} autoFocus onChange={(e) => setName(e.target.value)} data-testid="save-name" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('semanticSearch.save.desc')}
        <textarea className="rounded border border-gray-300 px-2 py-1" rows={3} value={desc} maxLength={4000} onChange={(e) => setDesc(e.target.value)} data-testid="save-desc" />
      </label>
      {problem && (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
