import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { inputClass, labelClass } from '../../../components/tableStyles';

type Props = {
  title: string;
  name: string;
  onClose: () => void;
  onRename: (name: string) => void;
  /** Absent: the name is a new one (nothing to delete). */
  onDelete?: () => void;
  deleteLabel?: string;
};

/** Names an object or an attribute of an uploaded context, or deletes it. */
export function NameDialog({ title, name, onClose, onRename, onDelete, deleteLabel }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(name);
  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={() => (onRename(text.trim()), onClose())} invalid={!text.trim()} submitLabel={t('fca.context.apply')}>
      <label className={labelClass}>
        {t('fca.fields.name')}
        <input className={inputClass} value={text} onChange={(e) => setText(e.target.value)} autoFocus data-testid="fca-name-input" />
      </label>
      {onDelete && (
        <div>
          <Button variant="danger" onClick={() => (onDelete(), onClose())} data-testid="fca-name-delete">
            {deleteLabel}
          </Button>
        </div>
      )}
    </FormDialog>
  );
}
