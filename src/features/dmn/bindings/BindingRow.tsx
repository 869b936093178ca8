import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PickBox, matching, type Pickable } from '../../../components/PickBox';
import type { ColumnBinding, DecisionProblem } from '../../../../realtime/protocol/dmn';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { columnTypeOfProperty } from './columnBindings';

type Props = {
  column: WorkspaceColumn;
  binding: ColumnBinding | undefined;
  problems: readonly DecisionProblem[];
  catalog: OntologyCatalog;
  canEdit: boolean;
  onBind: (propId: string) => void;
  onUnbind: () => void;
};

/** A column and the property it is bound to: pick one by name, or unbind; a flag when the property was deleted or retyped. */
export function BindingRow({ column, binding, problems, catalog, canEdit, onBind, onUnbind }: Props) {
  const { t } = useTranslation();
  const property = binding ? catalog.properties.get(binding.propId) : undefined;
  const typeWord = (typeRef: string | null) => (typeRef ? t(`dmn.bind.types.${typeRef}`, { defaultValue: typeRef }) : t('dmn.bind.noType'));
  const choices = (): Array<Pickable & { id: string }> =>
    [...catalog.properties.values()].map((p) => ({
      id: p.id,
      name: p.name,
      hint: [t(`dmn.bind.types.${columnTypeOfProperty(p)}`), p.kind === 'object' ? t('dmn.bind.reference') : '', ...p.domains.map((d) => catalog.classes.get(d)?.name ?? '')].filter(Boolean).join(' · '),
    }));
  const flagged = problems.length > 0;
  return (
    <li className={`flex flex-col gap-1 rounded border px-2 py-1.5 text-sm ${flagged ? 'border-amber-300 bg-amber-50' : 'border-gray-200'}`} data-testid="dmn-binding" data-column={column.columnId}>
      <div className="flex items-baseline gap-2">
        <span className="rounded bg-gray-100 px-1.5 text-xs text-gray-600">{column.kind === 'input' ? t('dmn.bind.input') : t('dmn.bind.output')}</span>
        <span className="min-w-0 flex-1 truncate font-medium text-gray-900" title={column.label}>
          {column.label || column.text || t('dmn.bind.unnamedColumn')}
        </span>
        <span className="text-xs text-gray-500" data-testid="dmn-binding-type">
          {typeWord(column.typeRef)}
        </span>
      </div>
      {binding ? (
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-gray-800" data-testid="dmn-binding-property">
            → {property?.name ?? problems[0]?.propName ?? t('dmn.bind.unknownProperty')}
          </span>
          {canEdit && (
            <Button variant="dangerLink" onClick={onUnbind} data-testid="dmn-binding-unbind">
              {t('dmn.bind.unbind')}
            </Button>
          )}
        </div>
      ) : (
        !canEdit && <span className="text-xs text-gray-500">{t('dmn.bind.unbound')}</span>
      )}
      {canEdit && (
        <PickBox
          search={(text) => matching(choices(), text)}
          onPick={(picked) => onBind(picked.id)}
          placeholder={binding ? t('dmn.bind.rebind') : t('dmn.bind.pick')}
          testId="dmn-binding-pick"
          className="w-full"
        />
      )}
      {problems.map((p) => (
        <p key={`${p.kind}-${p.at}`} role="alert" className="text-xs text-amber-900" data-testid="dmn-binding-problem">
          ⚠ {p.message}
        </p>
      ))}
    </li>
  );
}
