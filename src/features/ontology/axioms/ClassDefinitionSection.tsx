import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { DEFINITION_SECTIONS, isDefinitionOp, type ClassDefinition, type DefinitionExpression, type DefinitionSection } from '../../../../realtime/protocol/ontology/axioms';
import type { NamedEntity } from '../../../../model/owl/manchester/resolver';
import { formatDateTime } from '../../../i18n/format';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { linkClass } from '../shared/ui/styles';
import { useEditRights } from '../rights';
import { deleteExpression, loadVocabulary } from './definitionApi';
import { editOf, followRemote, newEdit, type ExpressionEdit } from './expressionEdit';
import { ExpressionEditor } from './ExpressionEditor';
import { useDefinition } from './useDefinition';

/** Changes that show in the definition: its expressions, the class's parents, names of what it mentions. */
const concernsDefinition = (change: EntityChange, classId: string): boolean =>
  change.entity === classId && (isDefinitionOp(change.op) || change.prop === META_PROP.parents);

/**
 * «Логическое определение» on the class card: the class's SubClassOf, EquivalentTo and DisjointWith
 * expressions in Manchester syntax, edited in place one at a time, updated live when a colleague
 * changes them; named parents are shown as the tree has them.
 */
export function ClassDefinitionSection({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const { version: rightsVersion } = useEditRights();
  const { definition, error, reload, show } = useDefinition(classId, lang, rightsVersion);
  const [edit, setEdit] = useState<ExpressionEdit | null>(null);
  const [vocabulary, setVocabulary] = useState<NamedEntity[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEntityChanges([classId], useCallback((change: EntityChange) => concernsDefinition(change, classId) && reload(), [classId, reload]));
  // a colleague's change reaches the open editor: followed when nothing was typed, else shown beside it
  useEffect(() => {
    if (definition) setEdit((current) => current && followRemote(current, definition));
  }, [definition]);
  useEffect(() => {
    setEdit(null);
    setVocabulary(null);
  }, [classId, lang]);
  // the names are read when editing starts, and again when the language or the class changes
  useEffect(() => {
    if (!edit || vocabulary) return;
    let stale = false;
    loadVocabulary(classId, lang).then(
      (entries) => !stale && setVocabulary(entries),
      (loadError: unknown) => !stale && setFailure(problemText(loadError)),
    );
    return () => {
      stale = true;
    };
  }, [edit, vocabulary, classId, lang]);

  if (error) return <Problem text={problemText(error)} />;
  if (!definition) return null;

  const remove = async (item: DefinitionExpression) => {
    setFailure(null);
    try {
      const outcome = await deleteExpression(classId, item.id, item.version, lang);
      if (outcome.kind === 'saved') show(outcome.definition);
      else if (outcome.kind === 'conflict') {
        setFailure(outcome.conflict.error);
        reload();
      }
    } catch (deleteError) {
      setFailure(problemText(deleteError));
    }
  };

  const editor = (current: ExpressionEdit) => (
    <ExpressionEditor classId={classId} lang={lang} edit={current} onEdit={setEdit} vocabulary={vocabulary} onSaved={(next: ClassDefinition) => show(next)} />
  );

  return (
    <section className="flex flex-col gap-2" data-testid="axiom-definition">
      <h2 className="text-base font-semibold text-gray-900">{t('classes.axioms.title')}</h2>
      {definition.reason && <p className="text-sm text-gray-500">{definition.reason}</p>}
      <div className="flex flex-col gap-3">
        {DEFINITION_SECTIONS.map((section) => (
          <SectionBlock
            key={section}
            section={section}
            definition={definition}
            edit={edit}
            onStartEdit={(next) => (setFailure(null), setEdit(next))}
            onRemove={(item) => void remove(item)}
            editor={editor}
          />
        ))}
      </div>
      <Problem text={failure} />
    </section>
  );
}

type BlockProps = {
  section: DefinitionSection;
  definition: ClassDefinition;
  edit: ExpressionEdit | null;
  onStartEdit: (edit: ExpressionEdit) => void;
  onRemove: (item: DefinitionExpression) => void;
  editor: (edit: ExpressionEdit) => ReactNode;
};

function SectionBlock({ section, definition, edit, onStartEdit, onRemove, editor }: BlockProps) {
  const { t } = useTranslation();
  const items = definition.expressions.filter((item) => item.section === section);
  const parents = section === 'subClassOf' ? definition.parents : [];
  const addingHere = edit !== null && edit.axiomId === null && edit.section === section;
  return (
    <div className="flex flex-col gap-1 border-l-2 border-gray-200 pl-3 text-sm" data-testid={`axiom-section-${section}`}>
      <span className="font-medium text-gray-700">{t(`classes.axioms.${section}`)}</span>
      {parents.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-2 text-gray-500" data-testid="axiom-parents">
          <span className="text-xs">{t('classes.axioms.parents')}:</span>
          {parents.map((parent) => (
            <Link key={parent.id} className={linkClass} to={`/class_list/${parent.id}`}>
              {parent.name}
            </Link>
          ))}
        </div>
      )}
      {items.length === 0 && parents.length === 0 && !addingHere && <span className="text-gray-500">{t('classes.axioms.none')}</span>}
      <ul className="flex flex-col gap-1">
        {items.map((item) =>
          edit?.axiomId === item.id ? (
            <li key={item.id}>{editor(edit)}</li>
          ) : (
            <li key={item.id} className="group flex flex-col rounded px-1 hover:bg-gray-50" data-testid="axiom-item" data-version={item.version}>
              <code className="whitespace-pre-wrap break-words font-mono text-gray-900" data-testid="axiom-text" title={item.editable ? undefined : t('classes.axioms.readOnlyItem')}>
                {item.text}
              </code>
              <span className="flex flex-wrap items-center gap-x-2 text-xs text-gray-500">
                {item.changedBy && <span>{t('classes.axioms.changedBy', { name: item.changedBy, date: formatDateTime(item.changedAt) })}</span>}
                {definition.editable && item.editable && (
                  <>
                    <Button variant="link" onClick={() => onStartEdit(editOf(item))} data-testid="axiom-edit">
                      {t('classes.axioms.edit')}
                    </Button>
                    <Button variant="dangerLink" onClick={() => onRemove(item)} data-testid="axiom-delete">
                      {t('classes.axioms.delete')}
                    </Button>
                  </>
                )}
              </span>
            </li>
          ),
        )}
      </ul>
      {addingHere && editor(edit)}
      {definition.editable && !addingHere && (
        <Button variant="link" className="self-start" onClick={() => onStartEdit(newEdit(section))} data-testid={`axiom-add-${section}`}>
          + {t('classes.axioms.add')}
        </Button>
      )}
    </div>
  );
}
