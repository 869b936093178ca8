import { useNavigate } from 'react-router-dom';
import { explorerPath, type ExplorerLocation } from './explorerLocation';
import { TermMapView } from './TermMapView';

/** /fact-explorer?mode=terminmap&classTerminMap={class}: the term map of a class, no instance chosen. */
export function TermMapScreen({ location }: { location: ExplorerLocation }) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-full flex-col gap-3 p-4">
      <TermMapView inst={null} classTerminMap={location.classTerminMap} onCentre={(classTerminMap) => navigate(explorerPath({ ...location, classTerminMap }))} />
    </div>
  );
}
