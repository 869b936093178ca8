import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../components/useLoad';
import { outlinedButton, primaryButton } from '../../components/buttonClasses';
import { fetchImports } from './api/importApi';
import { ImportList } from './ImportList';
import { PageFrame } from '../../components/PageFrame';
import { Problem, problemText } from '../../components/Problem';

/** /csv-import-index: my imports (an administrator sees everybody's), newest first. */
export default function ImportIndexPage() {
  const { t } = useTranslation();
  const list = useLoad(fetchImports, []);
  const showOwner = (list.data ?? []).some((i) => i.ownerId !== list.data?.[0]?.ownerId);
  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('imports.index.title')}
      actions={
        <>
          <button type="button" className={outlinedButton} onClick={list.reload}>
            {t('imports.index.refresh')}
          </button>
          <Link className={primaryButton} to="/csv-import">
            {t('imports.index.newCsv')}
          </Link>
          <Link className={outlinedButton} to="/import-data">
            {t('imports.index.newSpreadsheet')}
          </Link>
        </>
      }
    >
      <Problem text={list.error ? problemText(list.error) : null} />
      {list.loading && !list.data ? <p className="text-sm text-gray-500">{t('imports.common.loading')}</p> : <ImportList imports={list.data ?? []} showOwner={showOwner} />}
    </PageFrame>
  );
}
