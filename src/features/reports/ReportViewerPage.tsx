import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Problem, problemText } from '../../components/Problem';
import { useLoad } from '../../components/useLoad';
import { useContextTitle } from '../../shell/title/useContextTitle';
import { ReportDocument } from './ReportDocument';
import { loadReport } from './reportsApi';

/** /report/viewer/{id}: the rendered report; the top bar prints it and downloads it as Word. */
export default function ReportViewerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = useLoad(() => loadReport(id), [id]);
  useContextTitle(report.data?.name);
  return (
    <div className="flex flex-col gap-2 p-4 print:p-0">
      <div className="flex items-center gap-3 text-sm print:hidden" data-no-print="">
        <Link to="/reports" className="text-primary hover:underline">
          {t('reports.backToList')}
        </Link>
        {report.data?.mayEdit && (
          <Link to={`/report/designer/${id}`} className="text-primary hover:underline" data-testid="report-open-designer">
            {t('reports.list.design')}
          </Link>
        )}
      </div>
      {report.error != null && <Problem text={problemText(report.error)} />}
      {report.loading && !report.data && <p className="text-sm text-gray-500">{t('reports.loading')}</p>}
      {report.data && <ReportDocument report={report.data} />}
    </div>
  );
}
