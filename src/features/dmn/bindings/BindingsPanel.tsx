import { useTranslation } from 'react-i18next';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import type { DmnWorkspace, WorkspaceColumn } from '../editor/dmnWorkspace';
import { BindingRow } from './BindingRow';
import { bindingOf, columnTypeOfProperty, liveBindings, problemsOf, withBinding, withoutBinding } from './columnBindings';
import { dmnCatalog } from './dmnCatalog';

/**
 * «Привязки»: each input and output column bound to an ontology property picked by name; the
 * column's type follows the property's. Bindings are saved with the decision by the page's Save;
 * a column whose property was deleted or retyped is flagged.
 */
export function BindingsPanel({ workspace }: { workspace: DmnWorkspace }) {
  const { t } = useTranslation();
  const catalog = useLoad(dmnCatalog, []);
  const problems = workspace.decision.problems;
  const known = catalog.data;

  function bind(column: WorkspaceColumn, propId: string) {
    const property = known?.properties.get(propId);
    if (!property) return;
    workspace.setBindings(liveBindings(withBinding(workspace.bindings, column, propId), workspace.columns));
    const type = columnTypeOfProperty(property);
    if (column.typeRef !== type) workspace.setColumnType(column.decisionId, column.columnId, type);
  }

  const byDecision = workspace.decisions.map((d) => ({ decision: d, columns: workspace.columns.filter((c) => c.decisionId === d.id) })).filter((g) => g.columns.length > 0);
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="dmn-bindings-panel">
      <p className="text-xs text-gray-600">{workspace.canEdit ? t('dmn.bind.intro') : t('dmn.bind.readOnly')}</p>
      {problems.length > 0 && (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="dmn-bindings-flagged">
          {t('dmn.bind.flagged', { count: problems.length })}
        </p>
      )}
      <Problem text={catalog.error ? problemText(catalog.error) : null} />
      {!known ? (
        !catalog.error && <p className="text-sm text-gray-500">{t('dmn.bind.loading')}</p>
      ) : byDecision.length === 0 ? (
        <p className="text-sm text-gray-500">{t('dmn.bind.noColumns')}</p>
      ) : (
        byDecision.map(({ decision, columns }) => (
          <section key={decision.id} className="flex flex-col gap-1.5">
            {byDecision.length > 1 && <h3 className="text-sm font-semibold text-gray-900">{decision.name}</h3>}
            <ul className="flex flex-col gap-1.5">
              {columns.map((column) => (
                <BindingRow
                  key={column.columnId}
                  column={column}
                  binding={bindingOf(workspace.bindings, column)}
                  problems={problemsOf(problems, column)}
                  catalog={known}
                  canEdit={workspace.canEdit}
                  onBind={(propId) => bind(column, propId)}
                  onUnbind={() => workspace.setBindings(liveBindings(withoutBinding(workspace.bindings, column), workspace.columns))}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
