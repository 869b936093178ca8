import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Problem, problemText } from '../../components/Problem';
import { useLoad } from '../../components/useLoad';
import { useContextTitle } from '../../shell/title/useContextTitle';
import { ReportDocument } from './ReportDocument';
import { loadReport } from './reportsApi';

/** /report/view/{id} (blank layout): the rendered report alone, for embedding in another page. */
export default function ReportViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = useLoad(() => loadReport(id), [id]);
  useContextTitle(report.data?.name);
  return (
    <div className="min-h-full bg-white">
      {report.error != null && (
        <div className="p-4">
          <Problem text={problemText(report.error)} />
        </div>
      )}
      {report.loading && !report.data && <p className="p-4 text-sm text-gray-500">{t('reports.loading')}</p>}
      {report.data && <ReportDocument report={report.data} />}
    </div>
  );
}
