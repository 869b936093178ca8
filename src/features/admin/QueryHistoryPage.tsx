import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { queryHistoryResultSchema } from '../../../realtime/protocol/admin/queryHistory';
import { request } from './api/adminRequest';
import { useLoad } from '../../components/useLoad';
import { HistoryTable } from './queryHistory/HistoryTable';
import { HISTORY_ACTS, historyFiltersFromSearch, historyFiltersToSearch, type HistoryFilters } from './queryHistory/historyFilters';
import { historyRequestPath, pageCount, pageWithin } from './queryHistory/historyQuery';
import { Pager } from './queryHistory/Pager';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { Checkbox, inputBaseClass } from './ui/fields';
import { LoadState } from './ui/LoadState';
import { listUsers } from './users/usersApi';

/** /queryHistory: every call of the generic data API, who made it, how long it took and how it ended. */
export default function QueryHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = historyFiltersFromSearch(params);
  const path = historyRequestPath(filters);
  const history = useLoad(() => request(queryHistoryResultSchema, path), [path]);
  const users = useLoad(listUsers, []);
  // a filter change starts again at the first page
  const change = (changes: Partial<HistoryFilters>) => setParams(historyFiltersToSearch({ ...filters, page: 1, ...changes }), { replace: true });
  const total = history.data?.total ?? 0;
  const page = history.data ? pageWithin(filters.page, history.data.total) : filters.page;

  // a page past the last would show no rows and no pager to go back with: go to the last one
  useEffect(() => {
    if (page !== filters.page) setParams(historyFiltersToSearch({ ...filters, page }), { replace: true });
  }, [page, filters.page]);

  return (
    <PageFrame
      title={t('admin.queryHistory.title')}
      actions={
        <Button onClick={history.reload} disabled={history.loading}>
          {t('admin.common.refresh')}
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2 rounded border border-gray-200 bg-white px-3 py-2">
        <select aria-label={t('admin.queryHistory.act')} className={`${inputBaseClass} w-40`} value={filters.act} onChange={(e) => change({ act: e.target.value })}>
          <option value="">{t('admin.queryHistory.allActs')}</option>
          {HISTORY_ACTS.map((act) => (
            <option key={act} value={act}>
              {act}
            </option>
          ))}
        </select>
        <select aria-label={t('admin.queryHistory.user')} className={`${inputBaseClass} w-56`} value={filters.userId} onChange={(e) => change({ userId: e.target.value })}>
          <option value="">{t('admin.queryHistory.allUsers')}</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.name} ({u.login})
            </option>
          ))}
        </select>
        <Checkbox label={t('admin.queryHistory.errorsOnly')} checked={filters.errorsOnly} onChange={(errorsOnly) => change({ errorsOnly })} />
      </div>
      <LoadState loading={history.loading && !history.data} error={history.error} empty={history.data?.rows.length === 0} onRetry={history.reload} />
      {history.data && history.data.rows.length > 0 && (
        <>
          <HistoryTable entries={history.data.rows} />
          <Pager page={filters.page} pages={pageCount(total)} total={total} onPage={(page) => setParams(historyFiltersToSearch({ ...filters, page }))} />
        </>
      )}
    </PageFrame>
  );
}
