import { useTranslation } from 'react-i18next';
import type { Report } from '../../../realtime/protocol/reports';
import { ReportBody } from './ReportBody';
import { useReportItems } from './useReportItems';

/** A report as it is read and printed: its name, annotation and rendered template over live data. */
export function ReportDocument({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { items } = useReportItems(report);
  return (
    <article className="mx-auto w-full max-w-4xl bg-white p-6 print:max-w-none print:p-0" data-testid="report-document">
      <h1 className="mb-1 text-2xl font-semibold text-gray-900" data-testid="report-title">
        {report.name}
      </h1>
      {report.annotation && <p className="mb-4 whitespace-pre-line text-gray-600">{report.annotation}</p>}
      <ReportBody items={items} />
      {items.length === 0 && <p className="text-sm text-gray-500">{t('reports.emptyTemplate')}</p>}
    </article>
  );
}
