import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FcaEntry } from '../../../../realtime/protocol/fca';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { Problem } from '../../../components/Problem';
import { inputClass, labelClass } from '../../../components/tableStyles';
import { useBusyAction } from '../../../components/useBusyAction';
import { uploadContext } from '../api/fcaApi';

type Props = { open: boolean; onClose: () => void; onUploaded: (entry: FcaEntry) => void };

/** A file name without its extension: the analysis' name unless the user gives another. */
const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/** Upload a formal context: a Burmeister .cxt or a CSV cross table; a malformed file's message names its line. */
export function UploadDialog({ open, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const action = useBusyAction();
  const fileInput = useRef<HTMLInputElement>(null);

  const close = () => {
    setFile(null);
    setName('');
    action.setProblem(null);
    onClose();
  };

  const upload = () =>
    void action.run(async () => {
      if (!file) return;
      const entry = await uploadContext(file, name || baseName(file.name));
      close();
      onUploaded(entry);
    });

  return (
    <FormDialog open={open} title={t('fca.upload.title')} onClose={close} onSubmit={upload} busy={action.busy} invalid={!file} submitLabel={t('fca.upload.submit')}>
      <p className="text-sm text-gray-600">{t('fca.upload.hint')}</p>
      <div className={labelClass}>
        {t('fca.upload.file')}
        <div className="flex items-center gap-2">
          <Button onClick={() => fileInput.current?.click()} data-testid="fca-upload-choose">
            {t('fca.upload.choose')}
          </Button>
          <span className="min-w-0 truncate text-sm text-gray-800" data-testid="fca-upload-chosen">
            {file ? file.name : t('fca.upload.noFile')}
          </span>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept=".cxt,.csv,text/csv,text/plain"
          className="hidden"
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            setFile(picked);
            action.setProblem(null);
            if (picked && !name) setName(baseName(picked.name));
          }}
          data-testid="fca-upload-file"
        />
      </div>
      <label className={labelClass}>
        {t('fca.fields.name')}
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} data-testid="fca-upload-name" />
      </label>
      <Problem text={action.problem} testId="fca-upload-problem" />
    </FormDialog>
  );
}
