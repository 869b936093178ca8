import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLoad } from '../../components/useLoad';
import { fetchImports } from './api/importApi';
import { ImportDocument } from './ImportDocument';
import { ImportList } from './ImportList';
import { PageFrame } from '../../components/PageFrame';
import { Problem, problemText } from '../../components/Problem';
import { linkClass } from './importUi';
import { SpreadsheetImportForm } from './SpreadsheetImportForm';

const RECENT = 10;

/** /import-data: import from a spreadsheet link, and the latest imports; /import-data/{id}: one import. */
export default function ImportDataPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ImportDocument id={id} /> : <ImportData />;
}

function ImportData() {
  const { t } = useTranslation();
  const list = useLoad(fetchImports, []);
  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('imports.data.title')}
      actions={
        <>
          <Link className={linkClass} to="/csv-import">
            {t('imports.data.fromCsv')}
          </Link>
          <Link className={linkClass} to="/import-from-excel">
            {t('imports.data.fromExcel')}
          </Link>
        </>
      }
    >
      <SpreadsheetImportForm />
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-gray-900">
          {t('imports.data.recent')}{' '}
          <Link className={`${linkClass} text-sm font-normal`} to="/csv-import-index">
            {t('imports.data.all')}
          </Link>
        </h2>
        <Problem text={list.error ? problemText(list.error) : null} />
        <ImportList imports={(list.data ?? []).slice(0, RECENT)} showOwner={false} />
      </section>
    </PageFrame>
  );
}
