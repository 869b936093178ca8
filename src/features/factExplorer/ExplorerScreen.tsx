import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FactLinkPage } from '../../../realtime/protocol/factExplorer';
import { useLoad } from '../../components/useLoad';
import { Problem, problemText } from '../../components/Problem';
import { useContextTitle } from '../../shell/title/useContextTitle';
import { explorerPath, type ExplorerLocation } from './explorerLocation';
import { fetchFactSheet } from './factExplorerApi';
import { appendLinks } from './factGraph';
import { saveExplored } from './recentExplored';
import { useFactWalk } from './useFactWalk';
import { useLiveFacts } from './useLiveFacts';
import { ExplorerToolbar } from './ExplorerToolbar';
import { FactList } from './FactList';
import { FactGraphView } from './FactGraphView';
import { TermMapView } from './TermMapView';

/** One instance explored: the walk and the view switch above its facts as a list, a graph or the term map. */
export function ExplorerScreen({ location }: { location: ExplorerLocation & { inst: string } }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { inst } = location;
  const loaded = useLoad(() => fetchFactSheet(inst), [inst, i18n.language]);
  // further pages of links the user asked for, kept over live reloads of the first page
  const [pages, setPages] = useState<FactLinkPage[]>([]);
  useEffect(() => setPages([]), [inst]);
  const sheet = useMemo(() => (loaded.data && loaded.data.instance.id === inst ? pages.reduce(appendLinks, loaded.data) : null), [loaded.data, pages, inst]);
  const caption = sheet?.instance.caption ?? null;
  useContextTitle(caption);
  const { walk, jump } = useFactWalk(sheet ? { id: inst, caption: sheet.instance.caption } : null);
  useEffect(() => {
    if (caption !== null) saveExplored({ id: inst, caption });
  }, [inst, caption]);
  useLiveFacts(sheet, loaded.reload);

  const go = (change: Partial<ExplorerLocation>) => navigate(explorerPath({ ...location, ...change }));
  const walkTo = (id: string) => go({ inst: id, classTerminMap: null });
  // back, forward and the breadcrumb: stand on that step of the walk, then show its instance
  const stepTo = (index: number) => {
    const step = walk.steps[index];
    if (!step) return;
    jump(index);
    walkTo(step.id);
  };

  return (
    <div className="flex min-h-full flex-col gap-3 p-4" data-testid="fact-explorer">
      <ExplorerToolbar location={location} walk={walk} onJump={stepTo} onGo={go} />
      {Boolean(loaded.error) && <Problem testId="fact-problem" text={problemText(loaded.error) || t('factExplorer.loadFailed')} />}
      {!sheet && !loaded.error && <p className="text-sm text-gray-500">{t('factExplorer.loading')}</p>}
      {sheet && location.termMap && <TermMapView inst={inst} classTerminMap={location.classTerminMap} onCentre={(classTerminMap) => go({ classTerminMap })} />}
      {sheet && !location.termMap && location.view === 'list' && <FactList sheet={sheet} onPage={(page) => setPages((before) => [...before, page])} explorerLink={(id) => explorerPath({ ...location, inst: id, classTerminMap: null })} />}
      {sheet && !location.termMap && location.view === 'graph' && <FactGraphView key={inst} focus={sheet} onWalk={walkTo} onFocusPage={(page) => setPages((before) => [...before, page])} />}
    </div>
  );
}
