import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { spreadsheetLinkError, type ImportPreview } from '../../../realtime/protocol/imports';
import { outlinedButton } from '../../components/buttonClasses';
import { startSpreadsheetImport } from './api/importApi';
import { previewSpreadsheet } from './api/spreadsheetApi';
import { ImportSetup } from './ImportSetup';
import { Problem, problemText } from '../../components/Problem';
import { inputClass } from './importUi';

/** A Google spreadsheet link: read by the server (the link checked with the spec's messages), then set up like a file. */
export function SpreadsheetImportForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [read, setRead] = useState<{ link: string; preview: ImportPreview } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const readSheet = (): void => {
    setRead(null);
    const linkProblem = spreadsheetLinkError(link);
    setProblem(linkProblem);
    if (linkProblem) return;
    setReading(true);
    previewSpreadsheet(link)
      .then((preview) => setRead({ link, preview }), (e: unknown) => setProblem(problemText(e)))
      .finally(() => setReading(false));
  };

  return (
    <section className="flex max-w-5xl flex-col gap-4">
      <h2 className="text-base font-semibold text-gray-900">{t('imports.sheet.title')}</h2>
      <div className="flex flex-col gap-2 rounded border border-gray-200 bg-white p-4">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">{t('imports.sheet.link')}</span>
          <input className={inputClass} value={link} placeholder="https://docs.google.com/spreadsheets/d/…/edit" onChange={(e) => setLink(e.target.value)} data-testid="sheet-link" />
          <span className="text-xs text-gray-500">{t('imports.sheet.hint')}</span>
        </label>
        <div>
          <button type="button" className={outlinedButton} onClick={readSheet} disabled={reading}>
            {reading ? t('imports.upload.reading') : t('imports.sheet.read')}
          </button>
        </div>
      </div>
      <Problem text={problem} />
      {read && (
        <ImportSetup
          preview={read.preview}
          defaultName=""
          onStart={async (classId, mapping, name) => navigate(`/import-data/${await startSpreadsheetImport(read.link, classId, mapping, name)}`)}
        />
      )}
    </section>
  );
}
