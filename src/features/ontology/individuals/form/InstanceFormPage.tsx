import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { outlinedButton, primaryButton } from '../../../../components/buttonClasses';
import { useLoad } from '../../../../components/useLoad';
import { showMessage } from '../../../../shell/messages/messageStore';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { EntityHistory } from '../../history/EntityHistory';
import { fetchClassCaption } from '../individualsApi';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem, problemText } from '../../../../components/Problem';
import { linkClass } from '../ui';
import { BackLinksPanel } from './BackLinksPanel';
import { FieldEditor } from './FieldEditor';
import { formProblemText } from './formProblemText';
import { LifecycleEditor } from './LifecycleEditor';
import { LIFECYCLE_PROPS } from './lifecycleFields';
import { useInstanceForm } from './useInstanceForm';

type Tab = FormField['tab'] | 'backLinks' | 'history';
const isLifecycle = (prop: string) => (LIFECYCLE_PROPS as readonly string[]).includes(prop);

/** /examp_list/{class}?inst={id} (or inst=new): the instance form from get_form, live, with back-links and history. */
export function InstanceFormPage({ classId, inst }: { classId: string; inst: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useInstanceForm(classId, inst);
  const caption = useLoad(() => fetchClassCaption(classId), [classId]);
  const [tab, setTab] = useState<Tab>('own');
  const [version, setVersion] = useState(0);
  const name = form.state?.drafts[META_PROP.name]?.[0]?.text ?? '';
  useContextTitle(inst ? form.state ? name : null : t('individuals.form.newTitle', { name: caption.data ?? '' }));

  const fields = form.state?.fields ?? [];
  const tabs: Tab[] = (['own', 'inherited', 'common'] as const).filter((k) => fields.some((f) => f.tab === k && !isLifecycle(f.prop)));
  const allTabs: Tab[] = inst ? [...tabs, 'backLinks', 'history'] : tabs;
  const current: Tab = allTabs.includes(tab) ? tab : (allTabs[0] ?? 'common');
  const problemsOf = (prop: string) => form.problems.filter((p) => p.prop === prop);
  // a problem on a field of another tab is listed above the tabs, so it is never missed
  const hidden = form.problems.filter((p) => fields.find((f) => f.prop === p.prop)?.tab !== current);
  const nameField = fields.find((f) => f.prop === META_PROP.name);

  async function save() {
    const saved = await form.save();
    if (!saved) return;
    showMessage({ kind: 'success', text: t('individuals.form.saved') });
    setVersion((v) => v + 1);
    if (!inst) navigate(`/examp_list/${classId}?inst=${saved}`, { replace: true });
  }

  return (
    <PageFrame
      className="gap-4 p-4"
      title={inst ? name || '…' : t('individuals.form.newTitle', { name: caption.data ?? '…' })}
      actions={
        <>
          <Link className={`${linkClass} text-sm`} to={`/examp_list/${classId}`}>{t('individuals.form.backToList')}</Link>
          <button type="button" className={outlinedButton} onClick={form.discard} disabled={!form.state}>{t('individuals.form.cancel')}</button>
          <button type="button" className={primaryButton} onClick={() => void save()} disabled={!form.state || form.saving || form.deleted} data-testid="instance-save">
            {form.saving ? t('individuals.form.saving') : t('individuals.form.save')}
          </button>
        </>
      }
    >
      <Problem multiline text={form.loadError ? problemText(form.loadError) : null} />
      <Problem multiline text={form.deleted ? t('individuals.form.conflict.deleted') : null} />
      <Problem multiline text={form.serverError} testId="form-server-error" />
      <Problem multiline text={hidden.length > 0 ? hidden.map((p) => formProblemText(p, t)).join('\n') : null} testId="form-problems" />
      {form.notice ? <p className="rounded border border-blue-200 bg-blue-50 px-3 py-1 text-sm text-blue-900" role="status" data-testid="form-notice">{form.notice}</p> : null}
      {form.state ? (
        <LifecycleEditor
          drafts={form.state.drafts}
          readonly={nameField?.readonly ?? true}
          conflicts={form.conflicts}
          onChange={form.setValues}
          onResolve={form.resolve}
        />
      ) : null}
      <div className="flex gap-1 border-b border-gray-200" role="tablist">
        {allTabs.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === current} className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${k === current ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'}`} onClick={() => setTab(k)}>
            {t(`individuals.form.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div className="rounded border border-gray-200 bg-white px-3" role="tabpanel">
        {current === 'backLinks' && inst ? <div className="py-2"><BackLinksPanel inst={inst} version={version} /></div> : null}
        {current === 'history' && inst ? <div className="py-2"><EntityHistory entityId={inst} /></div> : null}
        {form.state && current !== 'backLinks' && current !== 'history'
          ? fields
              .filter((f) => f.tab === current && !isLifecycle(f.prop))
              .map((f) => (
                <FieldEditor
                  key={f.prop}
                  field={f}
                  values={form.state?.drafts[f.prop] ?? []}
                  problems={problemsOf(f.prop)}
                  conflict={form.conflicts[f.prop]}
                  onChange={(values) => form.setValues(f.prop, values)}
                  onResolve={(how) => form.resolve(f.prop, how)}
                />
              ))
          : null}
      </div>
    </PageFrame>
  );
}
