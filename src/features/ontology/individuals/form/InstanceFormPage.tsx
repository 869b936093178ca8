import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { outlinedButton, primaryButton } from '../../../../components/buttonClasses';
import { useLoad } from '../../../../components/useLoad';
import { showMessage } from '../../../../state/messageStore';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { EntityHistory } from '../../history/EntityHistory';
import { fetchClassCaption } from '../individualsApi';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem, problemText } from '../../../../components/Problem';
import { linkClass } from '../ui';
import { BackLinksPanel } from './BackLinksPanel';
import { slotFilling } from '../../../../shell/featureHost/featureHost';
import { FieldEditor } from './FieldEditor';
import { formProblemText } from './formProblemText';
import { firstProblemPlace, tabFields, tabsWithFields, type FieldTab } from './formLayout';
import { LifecycleEditor } from './LifecycleEditor';
import { useInstanceForm } from './useInstanceForm';
import { ReadOnlyNotice } from '../../rights';

type Tab = FieldTab | 'backLinks' | 'history';

/** Puts the cursor into a field's first input (after its tab has been drawn). */
function focusField(prop: string): void {
  const box = document.querySelector(`[data-testid="field-${CSS.escape(prop)}"]`);
  // the text to type in before a language or yes/no choice
  const input = box?.querySelector<HTMLElement>('input, textarea') ?? box?.querySelector<HTMLElement>('select, button');
  input?.focus();
}

/** /examp_list/{class}?inst={id} (or inst=new): the instance form from get_form, live, with back-links and history. */
export function InstanceFormPage({ classId, inst }: { classId: string; inst: string | null }) {
  const InstanceInferences = slotFilling('instanceInferences');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useInstanceForm(classId, inst);
  const caption = useLoad(() => fetchClassCaption(classId), [classId]);
  const [tab, setTab] = useState<Tab>('own');
  const [version, setVersion] = useState(0);
  const [focusOn, setFocusOn] = useState<{ prop: string } | null>(null);
  const name = form.state?.drafts[META_PROP.name]?.[0]?.text ?? '';
  useContextTitle(inst ? form.state ? name : null : t('individuals.form.newTitle', { name: caption.data ?? '' }));

  const fields = form.state?.fields ?? [];
  const tabs: Tab[] = tabsWithFields(fields);
  const allTabs: Tab[] = inst ? [...tabs, 'backLinks', 'history'] : tabs;
  const current: Tab = allTabs.includes(tab) ? tab : (allTabs[0] ?? 'common');
  const problemsOf = (prop: string) => form.problems.filter((p) => p.prop === prop);
  const nameField = fields.find((f) => f.prop === META_PROP.name);
  // the server marks every field read only when the user may not change the instance
  const editable = nameField !== undefined && !nameField.readonly;
  // a problem on a field of another tab is listed above the tabs, so it is never missed
  const onTab = current === 'backLinks' || current === 'history' ? [] : tabFields(fields, current);
  const visible = new Set([...(nameField ? [nameField.prop] : []), ...onTab.map((f) => f.prop)]);
  const hidden = form.problems.filter((p) => !visible.has(p.prop));

  // after the tab switch has been drawn, the field the person must fix gets the cursor
  useEffect(() => {
    if (!focusOn) return;
    focusField(focusOn.prop);
    setFocusOn(null);
  }, [focusOn, current]);

  async function save() {
    const outcome = await form.save();
    if (outcome.kind === 'invalid') {
      const place = firstProblemPlace(fields, outcome.problems);
      if (place?.tab) setTab(place.tab);
      if (place) setFocusOn({ prop: place.prop });
      return;
    }
    if (outcome.kind !== 'saved') return;
    showMessage({ kind: 'success', text: t('individuals.form.saved') });
    setVersion((v) => v + 1);
    if (!inst) navigate(`/examp_list/${classId}?inst=${outcome.id}`, { replace: true });
  }

  const editorOf = (f: FormField) => (
    <FieldEditor
      key={f.prop}
      field={f}
      values={form.state?.drafts[f.prop] ?? []}
      problems={problemsOf(f.prop)}
      conflict={form.conflicts[f.prop]}
      onChange={(values) => form.setValues(f.prop, values)}
      onResolve={(how) => form.resolve(f.prop, how)}
    />
  );

  return (
    <PageFrame
      className="gap-4 p-4"
      title={inst ? name || '…' : t('individuals.form.newTitle', { name: caption.data ?? '…' })}
      actions={
        <>
          <Link className={`${linkClass} text-sm`} to={`/examp_list/${classId}`}>{t('individuals.form.backToList')}</Link>
          {editable && (
            <>
              <button type="button" className={outlinedButton} onClick={form.discard} disabled={!form.state}>{t('individuals.form.cancel')}</button>
              <button type="button" className={primaryButton} onClick={() => void save()} disabled={!form.state || form.saving || form.deleted} data-testid="instance-save">
                {form.saving ? t('individuals.form.saving') : t('individuals.form.save')}
              </button>
            </>
          )}
        </>
      }
    >
      {form.state && <ReadOnlyNotice entityReadOnly={!editable} />}
      <Problem multiline text={form.loadError ? problemText(form.loadError) : null} />
      <Problem multiline text={form.deleted ? t('individuals.form.conflict.deleted') : null} />
      <Problem multiline text={form.serverError} testId="form-server-error" />
      <Problem multiline text={hidden.length > 0 ? hidden.map((p) => formProblemText(p, t)).join('\n') : null} testId="form-problems" />
      {form.notice ? <p className="rounded border border-blue-200 bg-blue-50 px-3 py-1 text-sm text-blue-900" role="status" data-testid="form-notice">{form.notice}</p> : null}
      {form.state && nameField ? <div className="rounded border border-gray-200 bg-white px-3">{editorOf(nameField)}</div> : null}
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
        {current === 'history' && inst ? <div className="py-2"><EntityHistory entityId={inst} editable={editable} /></div> : null}
        {form.state ? onTab.map(editorOf) : null}
      </div>
      {inst && InstanceInferences ? <Suspense fallback={null}><InstanceInferences instanceId={inst} /></Suspense> : null}
    </PageFrame>
  );
}
