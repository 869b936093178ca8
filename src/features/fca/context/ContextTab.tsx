import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContextAnswer, FcaEntry, FormalContextWire } from '../../../../realtime/protocol/fca';
import { ApiError } from '../../../api/apiFetch';
import { Button } from '../../../components/Button';
import { Problem } from '../../../components/Problem';
import { useBusyAction } from '../../../components/useBusyAction';
import { useConfirm } from '../../../components/useConfirm';
import { useUnsavedGuard } from '../../../components/useUnsavedGuard';
import { saveFca } from '../api/fcaApi';
import { CrossTable } from './CrossTable';
import { NameDialog } from './NameDialog';
import { addAttribute, addObject, deleteAttribute, deleteObject, freeName, renameAttribute, renameObject, toggleCell } from './contextEdits';

type Props = {
  entry: FcaEntry;
  answer: ContextAnswer;
  objectHref: (g: number) => string | null;
  /** The entry saved with its new context. */
  onSaved: (entry: FcaEntry, context: FormalContextWire) => void;
  /** Another user changed the entry meanwhile: read it again. */
  onStale: () => void;
};

type Naming = { kind: 'object' | 'attribute'; index: number } | null;

/** The cross table: read-only when built from the ontology; an uploaded one is edited here and saved as a whole. */
export function ContextTab({ entry, answer, objectHref, onSaved, onStale }: Props) {
  const { t } = useTranslation();
  const editable = entry.source === 'upload' && entry.mayEdit;
  const [draft, setDraft] = useState<FormalContextWire | null>(null);
  const [naming, setNaming] = useState<Naming>(null);
  const [stale, setStale] = useState(false);
  const action = useBusyAction();
  const [confirm, confirmElement] = useConfirm();
  useUnsavedGuard(draft !== null, () => confirm({ title: t('fca.context.leaveTitle'), text: t('fca.context.leaveText'), confirmLabel: t('fca.context.leave') }));
  const context = draft ?? answer.context;
  const change = (next: FormalContextWire) => setDraft(next);

  const save = () =>
    void action.run(async () => {
      if (!draft) return;
      try {
        const saved = await saveFca(entry.id, { name: entry.name, annotation: entry.annotation, settings: entry.settings, context: draft, revision: entry.revision });
        setDraft(null);
        onSaved(saved, draft);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setStale(true);
        throw error;
      }
    });

  const namingName = naming ? (naming.kind === 'object' ? context.objects[naming.index] : context.attributes[naming.index]) : undefined;
  return (
    <div className="flex flex-col gap-2">
      {editable ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => change(addObject(context, freeName(context.objects, t('fca.context.newObject'))))} data-testid="fca-add-object">
            {t('fca.context.addObject')}
          </Button>
          <Button onClick={() => change(addAttribute(context, freeName(context.attributes, t('fca.context.newAttribute'))))} data-testid="fca-add-attribute">
            {t('fca.context.addAttribute')}
          </Button>
          <span className="text-xs text-gray-500">{t('fca.context.editHint')}</span>
          <div className="ml-auto flex gap-2">
            {draft && (
              <Button onClick={() => (setDraft(null), action.setProblem(null))} disabled={action.busy} data-testid="fca-context-revert">
                {t('fca.context.revert')}
              </Button>
            )}
            <Button variant="primary" onClick={save} disabled={!draft || action.busy} data-testid="fca-context-save">
              {action.busy ? t('common.saving') : t('fca.context.save')}
            </Button>
          </div>
        </div>
      ) : (
        entry.source === 'ontology' && <p className="text-sm text-gray-600">{t('fca.context.live')}</p>
      )}
      <Problem text={action.problem} testId="fca-context-problem" />
      {stale && (
        <Button onClick={() => (setStale(false), setDraft(null), action.setProblem(null), onStale())} data-testid="fca-context-reload">
          {t('fca.context.reloadStale')}
        </Button>
      )}
      {context.objects.length === 0 && context.attributes.length === 0 ? (
        <p className="text-sm text-gray-500">{t('fca.context.empty')}</p>
      ) : (
        <CrossTable
          context={context}
          objectHref={editable ? undefined : objectHref}
          onToggle={editable ? (g, m) => change(toggleCell(context, g, m)) : undefined}
          onObject={editable ? (g) => setNaming({ kind: 'object', index: g }) : undefined}
          onAttribute={editable ? (m) => setNaming({ kind: 'attribute', index: m }) : undefined}
        />
      )}
      {naming && namingName !== undefined && (
        <NameDialog
          title={t(naming.kind === 'object' ? 'fca.context.objectTitle' : 'fca.context.attributeTitle')}
          name={namingName}
          onClose={() => setNaming(null)}
          onRename={(name) => change(naming.kind === 'object' ? renameObject(context, naming.index, name) : renameAttribute(context, naming.index, name))}
          onDelete={() => change(naming.kind === 'object' ? deleteObject(context, naming.index) : deleteAttribute(context, naming.index))}
          deleteLabel={t(naming.kind === 'object' ? 'fca.context.deleteObject' : 'fca.context.deleteAttribute')}
        />
      )}
      {confirmElement}
    </div>
  );
}
