import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TestPanel } from '../test/TestPanel';
import { BindingsPanel } from '../bindings/BindingsPanel';
import { RunPanel } from '../run/RunPanel';
import type { DmnWorkspace } from './dmnWorkspace';

const TABS = ['test', 'bindings', 'run'] as const;
type Tab = (typeof TABS)[number];

/** The editor's right side: testing in the editor, bindings to ontology properties, runs over instances. */
export function SidePanels({ workspace }: { workspace: DmnWorkspace | null }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('test');
  return (
    <aside className="flex min-h-0 flex-col rounded border border-gray-200 bg-white" aria-label={t('dmn.editor.panels')} data-testid="dmn-side-panels">
      <div role="tablist" className="flex border-b border-gray-200">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            data-testid={`dmn-panel-tab-${key}`}
            className={`-mb-px flex-1 border-b-2 px-3 py-2 text-sm ${tab === key ? 'border-primary font-medium text-gray-900' : 'border-transparent text-gray-600 hover:text-primary'}`}
          >
            {t(`dmn.editor.panelTabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="min-h-0 flex-1 overflow-y-auto">
        {!workspace ? (
          <p className="p-3 text-sm text-gray-500">{t('dmn.common.loading')}</p>
        ) : tab === 'test' ? (
          <TestPanel workspace={workspace} />
        ) : tab === 'bindings' ? (
          <BindingsPanel workspace={workspace} />
        ) : (
          <RunPanel workspace={workspace} />
        )}
      </div>
    </aside>
  );
}
