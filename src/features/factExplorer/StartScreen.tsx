import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EntitySearch } from '../ontology';
import { explorerPath } from './explorerLocation';
import { searchInstances } from './factExplorerApi';
import { loadExplored } from './recentExplored';
import { linkClass, sectionClass, sectionTitle } from './explorerUi';

const start = (inst: string) => explorerPath({ inst, view: 'list', termMap: false, classTerminMap: null });

/** /fact-explorer without an instance: find one to start from, or go back to one explored lately. */
export function StartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [recent] = useState(loadExplored);
  return (
    <div className="flex max-w-3xl flex-col gap-4 p-6" data-testid="fact-start">
      <p className="text-sm text-gray-700">{t('factExplorer.start.intro')}</p>
      <EntitySearch placeholder={t('factExplorer.start.search')} testId="fact-search" width="w-full max-w-xl" search={searchInstances} onPick={(found) => navigate(start(found.id))} />
      <section className={sectionClass}>
        <h2 className={sectionTitle}>{t('factExplorer.start.recent')}</h2>
        {recent.length === 0 && <p className="text-sm text-gray-500">{t('factExplorer.start.noRecent')}</p>}
        <ul className="flex flex-col gap-1 text-sm" data-testid="fact-recent">
          {recent.map((entry) => (
            <li key={entry.id}>
              <Link className={linkClass} to={start(entry.id)}>
                {entry.caption || '—'}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
