import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { formatNumber } from '../../../i18n/format';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { EntityHistory } from '../history/EntityHistory';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { Button } from '../../../components/Button';
import { EntityChips, EntityPicker } from '../shared/ui/EntityPicker';
import { InlineField } from '../shared/ui/InlineField';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { linkClass } from '../shared/ui/styles';
import { captionOf, change, firstText, parentsOf, textChange, textIn, type OntologyChange } from '../client';
import { applyChanges } from './classApi';
import { loadClassCard } from './classCardData';
import { useClassSearch } from './ClassCreateDialog';
import { ClassPropertyTabs } from './ClassPropertyTabs';
import { OwnPropertiesPanel } from './OwnPropertiesPanel';
import { useDeleteClass } from './useDeleteClass';
import { ReadOnlyNotice, useEditRights } from '../rights';
import { classIdsIn } from './treeChanges';
import { ClassDefinitionSection } from '../axioms/ClassDefinitionSection';

const PROPERTY_DEFINITION: readonly string[] = [META_PROP.domain, META_PROP.range, META_PROP.minCardinality, META_PROP.maxCardinality, META_PROP.type];

/**
 * Whether a change shows on the card of `id`: the class itself, one of its own properties (renamed,
 * relabelled…), a class gaining or losing it as a parent (subclasses), a subclass or property
 * deleted, a property definition changed (the tabs).
 */
function concernsCard(change: EntityChange, id: string, shownProperties: ReadonlySet<string>): boolean {
  if (change.entity === id || shownProperties.has(change.entity)) return true;
  if (change.prop === META_PROP.parents) return classIdsIn(change.before).includes(id) || classIdsIn(change.after).includes(id);
  if (change.op === 'del') {
    const gone = change.before as { classes?: string[]; vals?: Record<string, unknown> } | null;
    return classIdsIn(gone?.vals?.[META_PROP.parents]).includes(id) || (gone?.classes ?? []).some((c) => c === META_CLASS.ObjectProperty || c === META_CLASS.DataProperty);
  }
  return change.prop !== null && PROPERTY_DEFINITION.includes(change.prop);
}

/**
 * /class_list/{id}: a class's names, parents, subclasses, the properties of its instances by tab
 * (its own ones edited and added in place), and its history. What the caller may not change is shown
 * for reading, with the reason; it is read again when the caller's rights change (no reload).
 */
export function ClassCard({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const navigate = useNavigate();
  const { version } = useEditRights();
  const card = useLoad(() => loadClassCard(id, lang), [id, lang, version]);
  const { reload } = card;
  const [parentProblem, setParentProblem] = useState<string | null>(null);
  const search = useClassSearch();
  const [remove, confirmElement] = useDeleteClass();
  const shown = card.data?.cls;
  useContextTitle(shown ? captionOf(shown, lang) : null);
  const shownProperties = useMemo(() => new Set((card.data?.ownProperties ?? []).map((p) => p.entity.id)), [card.data]);
  // the property meta-classes' rooms hear about every property, the shown ones included
  useEntityChanges(
    [id, META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty],
    useCallback((change: EntityChange) => concernsCard(change, id, shownProperties) && reload(), [id, reload, shownProperties]),
  );

  if (card.error) return <Problem text={problemText(card.error)} />;
  if (!card.data) {
    return <p className="p-4 text-sm text-gray-500">{card.loading ? t('classes.common.loading') : t('classes.card.notFound')}</p>;
  }
  const data = card.data;
  const cls = data.cls;
  const editable = !cls.readonly;
  const parents = parentsOf(cls).map((p) => ({ id: p.id, name: data.captions.get(p.id) || p.name }));
  const save = (changes: OntologyChange[]) => applyChanges(changes).then(reload);
  const saveLabel = (prop: string, language: string) => (text: string) => save(textChange(id, prop, language, textIn(cls, prop, language), text));
  const changeParents = (op: 'add' | 'remove', parent: string) =>
    applyChanges([change[op](id, META_PROP.parents, parent)]).then(
      () => (setParentProblem(null), reload()),
      (error: unknown) => setParentProblem(problemText(error)),
    );

  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={captionOf(cls, lang)}
      actions={
        <>
          <Link className={linkClass} to={`/examp_list/${id}`} data-testid="card-instances">
            {t('classes.card.instances', { formatted: formatNumber(data.instances) })}
          </Link>
          <Link className={linkClass} to={`/class-hierarchy/${id}`}>
            {t('classes.card.hierarchy')}
          </Link>
          <Link className={linkClass} to={`/taxonomy-graph/${id}`}>
            {t('classes.card.taxonomy')}
          </Link>
          <Link className={linkClass} to={`/class_tree?focus=${id}`}>
            {t('classes.card.tree')}
          </Link>
          {cls.canDelete && (
            <Button variant="danger" onClick={() => void remove({ id, name: captionOf(cls, lang) }).then((done) => done && navigate('/class_list'))} data-testid="card-delete">
              {t('classes.common.delete')}
            </Button>
          )}
        </>
      }
    >
      <ReadOnlyNotice entityReadOnly={!editable} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="flex flex-col gap-2">
          <InlineField label={t('classes.common.name')} value={cls.name} onSave={(text) => save([change.rename(id, text.trim())])} testId="card-name" readOnly={!editable} />
          <InlineField label={t('classes.common.labelRu')} value={textIn(cls, META_PROP.label, 'ru')} onSave={saveLabel(META_PROP.label, 'ru')} testId="card-label-ru" readOnly={!editable} />
          <InlineField label={t('classes.common.labelEn')} value={textIn(cls, META_PROP.label, 'en')} onSave={saveLabel(META_PROP.label, 'en')} testId="card-label-en" readOnly={!editable} />
          <InlineField label={t('classes.common.description')} value={textIn(cls, META_PROP.comment, lang) || textIn(cls, META_PROP.comment, 'ru')} onSave={saveLabel(META_PROP.comment, lang === 'en' ? 'en' : 'ru')} multiline readOnly={!editable} />
          <InlineField label={t('classes.common.iri')} value={firstText(cls, META_PROP.iri)} onSave={(text) => save([change.set(id, META_PROP.iri, text.trim() || null)])} readOnly={!editable} />
        </section>
        <section className="flex flex-col gap-3">
          <div className="flex flex-col gap-1 text-sm" data-testid="card-parents">
            <span className="text-gray-700">{t('classes.common.parents')}</span>
            {parents.length === 0 && <span className="text-gray-500">{t('classes.card.noParents')}</span>}
            <EntityChips items={parents} linkTo={(p) => `/class_list/${p}`} onRemove={editable ? (p) => void changeParents('remove', p) : undefined} />
            {editable && <EntityPicker search={search} exclude={[id, ...parents.map((p) => p.id)]} onPick={(p) => void changeParents('add', p.id)} placeholder={t('classes.card.addParent')} testId="card-add-parent" />}
            <Problem text={parentProblem} />
          </div>
          <div className="flex flex-col gap-1 text-sm" data-testid="card-subclasses">
            <span className="text-gray-700">
              {t('classes.card.subclasses')} ({formatNumber(data.subclassTotal)})
            </span>
            {data.subclasses.length === 0 && <span className="text-gray-500">{t('classes.card.noSubclasses')}</span>}
            <ul className="flex max-h-48 flex-wrap gap-x-3 gap-y-1 overflow-y-auto">
              {data.subclasses.map((s) => (
                <li key={s.id}>
                  <Link className={linkClass} to={`/class_list/${s.id}`}>
                    {captionOf(s, lang)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
      <ClassDefinitionSection classId={id} />
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-gray-900">{t('classes.card.properties')}</h2>
        <ClassPropertyTabs
          fields={data.fields}
          rangeNames={data.captions}
          own={{
            count: data.ownProperties.length,
            content: <OwnPropertiesPanel cls={{ id, name: captionOf(cls, lang) }} properties={data.ownProperties} editable={editable} onSaved={() => reload()} />,
          }}
        />
      </section>
      <EntityHistory entityId={id} editable={editable} />
      {confirmElement}
    </PageFrame>
  );
}
