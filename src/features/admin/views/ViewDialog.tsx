import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropRef } from '../../../../realtime/protocol/dataApi/getData';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import type { ClassView } from '../../../../realtime/protocol/admin/views';
import type { EntityRef as InstanceRef } from '../../ontology';
import { FormDialog } from '../../../components/FormDialog';
import { Checkbox, Field, inputClass } from '../ui/fields';
import { notifyError, notifySuccess } from '../ui/notify';
import { toggleItem } from '../ui/toggleItem';
import { FieldsEditor } from './FieldsEditor';
import { useClassProperties } from './useClassProperties';
import { sortAfterFieldsChange } from './viewFields';
import { createView, updateView } from './viewsApi';

type Sort = { prop: PropRef; dir: 'asc' | 'desc' };
type Props = { open: boolean; view: ClassView | null; classes: readonly InstanceRef[]; roles: readonly Role[]; onClose: () => void; onSaved: () => void };

export function ViewDialog({ open, view, classes, roles, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [classId, setClassId] = useState('');
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [fields, setFields] = useState<PropRef[]>([]);
  const [sort, setSort] = useState<Sort | null>(null);
  const [busy, setBusy] = useState(false);
  const properties = useClassProperties(open ? classId : '');

  useEffect(() => {
    if (!open) return;
    setName(view?.name ?? '');
    setClassId(view?.classId ?? '');
    setRoleIds(view ? [...view.roleIds] : []);
    setFields(view ? [...view.fields] : []);
    setSort(view?.sort ?? null);
  }, [open, view]);

  function changeFields(next: PropRef[]) {
    setFields(next);
    setSort((s) => sortAfterFieldsChange(s, next));
  }
  function changeClass(next: string) {
    setClassId(next);
    changeFields([]);
  }

  async function save() {
    setBusy(true);
    try {
      if (view) await updateView(view.id, { name: name.trim(), roleIds, fields, sort });
      else await createView({ name: name.trim(), classId, roleIds, fields, sort });
      notifySuccess(t('admin.views.saved', { name: name.trim() }));
      onSaved();
    } catch (error) {
      notifyError(error, t('admin.views.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  const caption = (prop: PropRef) => properties.data?.find((p) => p.prop === prop)?.cap ?? prop;
  return (
    <FormDialog
      open={open}
      title={view ? t('admin.views.editTitle', { name: view.name }) : t('admin.views.createTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      invalid={name.trim() === '' || classId === '' || fields.length === 0}
      size="xl"
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('admin.views.name')}>
          <input className={inputClass} required maxLength={500} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </Field>
        <Field label={t('admin.views.class')} hint={view ? t('admin.views.classFixed') : undefined}>
          <select className={inputClass} required disabled={view !== null} value={classId} onChange={(e) => changeClass(e.target.value)}>
            <option value="">—</option>
            {view && !classes.some((c) => c.id === view.classId) && <option value={view.classId}>{view.className}</option>}
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('admin.views.roles')} hint={t('admin.views.rolesHint')}>
        <div className="flex max-h-36 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded border border-gray-200 p-2">
          {roles.map((role) => (
            <Checkbox key={role.id} label={role.name} checked={roleIds.includes(role.id)} onChange={(on) => setRoleIds((ids) => toggleItem(ids, role.id, on))} />
          ))}
        </div>
      </Field>
      <Field label={t('admin.views.fields')} hint={classId ? t('admin.views.fieldsHint') : t('admin.views.chooseClassFirst')}>
        <FieldsEditor properties={properties.data ?? []} value={fields} onChange={changeFields} loading={properties.loading && classId !== ''} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('admin.views.sortField')}>
          <select className={inputClass} value={sort?.prop ?? ''} onChange={(e) => setSort(e.target.value ? { prop: e.target.value as PropRef, dir: sort?.dir ?? 'asc' } : null)}>
            <option value="">{t('admin.views.noSort')}</option>
            {fields.map((prop) => (
              <option key={prop} value={prop}>
                {caption(prop)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.views.sortDir')}>
          <select className={inputClass} disabled={!sort} value={sort?.dir ?? 'asc'} onChange={(e) => sort && setSort({ ...sort, dir: e.target.value === 'desc' ? 'desc' : 'asc' })}>
            <option value="asc">{t('admin.views.asc')}</option>
            <option value="desc">{t('admin.views.desc')}</option>
          </select>
        </Field>
      </div>
    </FormDialog>
  );
}
