import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ImportPreview } from '../../../realtime/protocol/imports';
import { formatNumber } from '../../i18n/format';
import { previewImportFile, startFileImport } from './api/importApi';
import { ACCEPT, fileFits, fileSizeParts, importNameOf, type UploadKind } from './uploadFile';
import { ImportSetup } from './ImportSetup';
import { Problem, problemText } from '../../components/Problem';

/** Upload a file; the server reads it (with the import's own reader) for the preview; then set the import up. */
export function FileImportForm({ kind }: { kind: UploadKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const chooseFile = (chosen: File | null): void => {
    setFile(chosen);
    setPreview(null);
    setProblem(null);
    if (!chosen) return;
    if (!fileFits(kind, chosen.name)) {
      setProblem(t(`imports.upload.wrongType_${kind}`));
      return;
    }
    setReading(true);
    previewImportFile(chosen)
      .then(setPreview, (e: unknown) => setProblem(problemText(e)))
      .finally(() => setReading(false));
  };

  const size = file ? fileSizeParts(file.size) : null;
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <label className="flex flex-col gap-1 rounded border border-gray-200 bg-white p-4 text-sm">
        <span className="font-medium text-gray-700">{t('imports.upload.file')}</span>
        <input
          type="file"
          data-testid="import-file"
          accept={ACCEPT[kind]}
          className="text-sm file:mr-3 file:rounded file:border file:border-gray-300 file:bg-white file:px-3 file:py-1 file:text-sm hover:file:bg-gray-50"
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        <span className="text-xs text-gray-500">
          {reading ? t('imports.upload.reading') : file && size ? t(`imports.upload.chosen_${size.unit}`, { name: file.name, size: formatNumber(size.value) }) : t(`imports.upload.fileHint_${kind}`)}
        </span>
      </label>
      <Problem text={problem} />
      <ImportSetup
        preview={preview}
        defaultName={file ? importNameOf(file.name) : ''}
        onStart={async (classId, mapping, name) => {
          if (!file) return;
          navigate(`/import-data/${await startFileImport(file, classId, mapping, name)}`);
        }}
      />
    </div>
  );
}
