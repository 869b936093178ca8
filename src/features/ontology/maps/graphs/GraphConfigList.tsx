import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { formatDate } from '../../../../i18n/format';
import { META_CLASS } from '../../../../../realtime/protocol/metaModel';
import { useLiveReload } from '../data/useLiveReload';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem } from '../../../../components/Problem';
import { DataTable, type DataColumn } from '../../../../components/dataTable';
import { notifyDone, notifyProblem, problemText, smallButton, smallPrimaryButton } from '../ui/mapsUi';
import { NameDialog } from '../ui/NameDialog';
import { useConfirm } from '../../../../components/useConfirm';
import { createGraphConfig, deleteGraphConfig, fetchGraphConfigs, type GraphConfigInfo } from './graphConfigApi';
import { DEFAULT_GRAPH_SETTINGS } from './graphSettings';

const NO_CONFIGS: GraphConfigInfo[] = [];

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

  const columns: DataColumn<GraphConfigInfo>[] = [
    {
      id: 'name',
      header: t('maps.common.name'),
      cell: (config) => (
        <Link className="text-primary hover:underline" to={`/graphs/${config.id}`}>
          {config.name || '—'}
        </Link>
      ),
    },
    { id: 'author', header: t('maps.list.author'), className: 'text-gray-700', value: (config) => config.authorName },
    { id: 'date', header: t('maps.list.date'), className: 'text-gray-700', value: (config) => formatDate(config.dateCreate) },
    { id: 'level', header: t('maps.graphs.level'), className: 'text-gray-700', value: (config) => t(`maps.graphs.level_${config.settings.level}`) },
    {
      id: 'actions',
      header: '',
      className: 'text-right',
      cell: (config) =>
        config.canDelete && (
          <button type="button" className={smallButton} onClick={() => void remove(config)}>
            {t('maps.common.delete')}
          </button>
        ),
    },
  ];

  return (
    <PageFrame
      title={t('maps.graphs.title')}
      actions={
        <button type="button" className={smallPrimaryButton} onClick={() => setCreating(true)} data-testid="graph-create">
          {t('maps.graphs.create')}
        </button>
      }
    >
      <DataTable
        columns={columns}
        rows={list.data ?? NO_CONFIGS}
        rowId={(config) => config.id}
        look="plain"
        notesAt="alone"
        problem={<Problem text={list.error ? problemText(list.error, t('maps.common.loadFailed')) : null} />}
        loading={list.loading && !list.data}
        loadingText={t('maps.common.loading')}
        empty={list.data ? t('maps.graphs.empty') : null}
        rowAttributes={() => ({ 'data-testid': 'graph-row' })}
      />
      <NameDialog open={creating} title={t('maps.graphs.createTitle')} onClose={() => setCreating(false)} onSave={create} />
      {confirmElement}
    </PageFrame>
  );
}
