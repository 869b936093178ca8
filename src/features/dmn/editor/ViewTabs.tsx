import { useTranslation } from 'react-i18next';
import type { DmnView } from './dmnJsTypes';

type Props = { views: DmnView[]; active: DmnView | null; onOpen: (view: DmnView) => void };

/** The model's views (its diagram, each table, expression and knowledge model), named by kind and name. */
export function ViewTabs({ views, active, onOpen }: Props) {
  const { t } = useTranslation();
  if (views.length < 2) return null;
  return (
    <div role="tablist" aria-label={t('dmn.editor.views')} className="flex flex-wrap gap-1 border-b border-gray-200" data-testid="dmn-view-tabs">
      {views.map((view) => {
        const selected = active?.element === view.element;
        const name = view.name || view.element.name || view.id;
        return (
          <button
            key={`${view.type}:${view.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onOpen(view)}
            data-testid="dmn-view-tab"
            data-view-type={view.type}
            className={`-mb-px rounded-t border px-3 py-1 text-sm ${selected ? 'border-gray-200 border-b-white bg-white font-medium text-gray-900' : 'border-transparent text-gray-600 hover:text-primary'}`}
          >
            {t(`dmn.editor.viewKinds.${view.type}`, { name })}
          </button>
        );
      })}
    </div>
  );
}
