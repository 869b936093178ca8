import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileImportForm } from './FileImportForm';
import { PageFrame } from '../../components/PageFrame';
import { linkClass } from './importUi';

/** /import-from-excel: import the first worksheet of an .xlsx workbook into a class. */
export default function ExcelImportPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('imports.excel.title')}
      actions={
        <Link className={linkClass} to="/csv-import-index">
          {t('imports.common.myImports')}
        </Link>
      }
    >
      <p className="max-w-3xl text-sm text-gray-700">{t('imports.excel.about')}</p>
      <FileImportForm kind="xlsx" />
    </PageFrame>
  );
}
