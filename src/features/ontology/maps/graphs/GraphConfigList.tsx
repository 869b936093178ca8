import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { formatDate } from '../../../../i18n/format';
import { META_CLASS } from '../../../../../realtime/protocol/metaModel';
import { useLiveReload } from '../data/useLiveReload';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem } from '../../../../components/Problem';
import { notifyDone, notifyProblem, problemText, smallButton, smallPrimaryButton } from '../ui/mapsUi';
import { NameDialog } from '../ui/NameDialog';
import { useConfirm } from '../../../../components/useConfirm';
import { createGraphConfig, deleteGraphConfig, fetchGraphConfigs, type GraphConfigInfo } from './graphConfigApi';
import { DEFAULT_GRAPH_SETTINGS } from './graphSettings';

/** /graphs: the saved graph configurations; create one, open one, delete one. */
export function GraphConfigList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLoad(fetchGraphConfigs, []);
  useLiveReload([META_CLASS.GraphConfig], list.reload);
  const [creating, setCreating] = useState(false);
  const [confirm, confirmElement] = useConfirm();

  async function create(name: string) {
    try {
      const id = await createGraphConfig(name, DEFAULT_GRAPH_SETTINGS);
      navigate(`/graphs/${id}`);
    } catch (error) {
      notifyProblem(error, t('maps.common.saveFailed'));
      throw error;
    }
  }

  async function remove(config: GraphConfigInfo) {
    if (!(await confirm({ title: t('maps.graphs.deleteTitle'), text: t('maps.graphs.deleteText', { name: config.name }) }))) return;
    try {
      await deleteGraphConfig(config.id);
      notifyDone(t('maps.graphs.deleted', { name: config.name }));
      list.reload();
    } catch (error) {
      notifyProblem(error, t('maps.common.deleteFailed'));
    }
  }

  return (
    <PageFrame
      title={t('maps.graphs.title')}
      actions={
        <button type="button" className={smallPrimaryButton} onClick={() => setCreating(true)} data-testid="graph-create">
          {t('maps.graphs.create')}
        </button>
      }
    >
      <Problem text={list.error ? problemText(list.error, t('maps.common.loadFailed')) : null} />
      {list.loading && !list.data && <p className="text-sm text-gray-500">{t('maps.common.loading')}</p>}
      {list.data?.length === 0 && <p className="text-sm text-gray-500">{t('maps.graphs.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <table className="min-w-full rounded border border-gray-200 bg-white text-sm">
          <thead className="bg-gray-50 text-left text-gray-700">
            <tr>
              <th className="px-3 py-2 font-medium">{t('maps.common.name')}</th>
              <th className="px-3 py-2 font-medium">{t('maps.list.author')}</th>
              <th className="px-3 py-2 font-medium">{t('maps.list.date')}</th>
              <th className="px-3 py-2 font-medium">{t('maps.graphs.level')}</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody>
            {list.data.map((config) => (
              <tr key={config.id} className="border-t border-gray-100 hover:bg-gray-50" data-testid="graph-row">
                <td className="px-3 py-2">
                  <Link className="text-primary hover:underline" to={`/graphs/${config.id}`}>
                    {config.name || '—'}
                  </Link>
                </td>
                <td className="px-3 py-2 text-gray-700">{config.authorName}</td>
                <td className="px-3 py-2 text-gray-700">{formatDate(config.dateCreate)}</td>
                <td className="px-3 py-2 text-gray-700">{t(`maps.graphs.level_${config.settings.level}`)}</td>
                <td className="px-3 py-2 text-right">
                  {config.canDelete && (
                    <button type="button" className={smallButton} onClick={() => void remove(config)}>
                      {t('maps.common.delete')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NameDialog open={creating} title={t('maps.graphs.createTitle')} onClose={() => setCreating(false)} onSave={create} />
      {confirmElement}
    </PageFrame>
  );
}
