import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PROP_ALIASES, type PropRef } from '../../../realtime/protocol/dataApi/getData';
import type { ClassView } from '../../../realtime/protocol/admin/views';
import { useClasses } from './api/useClasses';
import { useInstanceNames } from './api/useInstanceNames';
import { useLoad } from '../../components/useLoad';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { inputBaseClass } from './ui/fields';
import { LoadState } from './ui/LoadState';
import { notifyError, notifySuccess } from './ui/notify';
import { DataTable, type DataColumn } from '../../components/dataTable';
import { ACTIONS_CELL, RowActions } from './ui/RowActions';
import { useConfirm } from '../../components/useConfirm';
import { listAllRoles } from './api/roleListing';
import { ViewDialog } from './views/ViewDialog';
import { deleteView, listViews } from './views/viewsApi';

const isAlias = (prop: PropRef): prop is (typeof PROP_ALIASES)[number] => (PROP_ALIASES as readonly string[]).includes(prop);

/** /settings/views (sidebar layout): class views — the columns and sort of a class's list, offered to the holders of their roles. */
export default function ViewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const classFilter = params.get('class') ?? '';
  const views = useLoad(listViews, []);
  const roles = useLoad(listAllRoles, []);
  const classes = useClasses();
  const [editing, setEditing] = useState<{ view: ClassView | null } | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const propNames = useInstanceNames((views.data ?? []).flatMap((v) => v.fields.filter((f) => !isAlias(f))));
  const roleNames = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
  const classNames = new Map((classes.data ?? []).map((c) => [c.id, c.name]));
  const shown = useMemo(() => (views.data ?? []).filter((v) => !classFilter || v.classId === classFilter), [views.data, classFilter]);

  const fieldName = (prop: PropRef) => (isAlias(prop) ? t(`admin.views.aliases.${prop}`) : (propNames.get(prop) ?? prop));
  const columns: DataColumn<ClassView>[] = [
    { id: 'name', header: t('admin.views.name'), value: (view) => view.name },
    { id: 'class', header: t('admin.views.class'), value: (view) => classNames.get(view.classId) ?? view.className },
    {
      id: 'roles',
      header: t('admin.views.roles'),
      cell: (view) => (view.roleIds.length ? view.roleIds.map((id) => roleNames.get(id) ?? t('admin.common.unknown')).join(', ') : <span className="text-gray-400">{t('admin.views.noRoles')}</span>),
    },
    { id: 'fields', header: t('admin.views.fields'), value: (view) => view.fields.map(fieldName).join(', ') },
    { id: 'sort', header: t('admin.views.sort'), className: 'whitespace-nowrap', value: (view) => (view.sort ? `${fieldName(view.sort.prop)} ${view.sort.dir === 'asc' ? '↑' : '↓'}` : '') },
    { id: 'actions', header: '', className: ACTIONS_CELL, cell: (view) => <RowActions onEdit={() => setEditing({ view })} onDelete={() => void remove(view)} /> },
  ];

  async function remove(view: ClassView) {
    if (!(await confirm({ title: t('admin.views.deleteTitle'), text: t('admin.views.deleteText', { name: view.name, className: classNames.get(view.classId) ?? view.className }) }))) return;
    try {
      await deleteView(view.id);
      notifySuccess(t('admin.views.deleted', { name: view.name }));
      views.reload();
    } catch (error) {
      notifyError(error, t('admin.views.deleteFailed'));
    }
  }

  return (
    <PageFrame
      title={t('admin.views.title')}
      actions={
        <>
          <select aria-label={t('admin.views.class')} className={`${inputBaseClass} w-56`} value={classFilter} onChange={(e) => setParams(e.target.value ? { class: e.target.value } : {}, { replace: true })}>
            <option value="">{t('admin.views.allClasses')}</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <Button variant="primary" onClick={() => setEditing({ view: null })}>
            {t('admin.views.create')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-600">{t('admin.views.about')}</p>
      <LoadState loading={views.loading && !views.data} error={views.error} empty={views.data !== null && shown.length === 0} onRetry={views.reload} />
      {shown.length > 0 && (
        <DataTable columns={columns} rows={shown} rowId={(view) => view.id} rowAttributes={() => ({ 'data-testid': 'view-row' })} />
      )}
      <ViewDialog
        open={editing !== null}
        view={editing?.view ?? null}
        classes={classes.data ?? []}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          views.reload();
        }}
      />
      {confirmElement}
    </PageFrame>
  );
}
