import { useParams, useSearchParams } from 'react-router-dom';
import { readExplorerLocation } from './explorerLocation';
import { ExplorerScreen } from './ExplorerScreen';
import { StartScreen } from './StartScreen';
import { TermMapScreen } from './TermMapScreen';

/**
 * /fact-explorer, /fact-explorer/{inst} (and ?inst=): an instance's facts as a list or a graph to
 * walk on, or the term map of its classes (mode=terminmap, classTerminMap); without an instance,
 * the screen to pick one — or the term map of a class when one is named.
 */
export default function FactExplorerPage() {
  const { inst } = useParams();
  const [search] = useSearchParams();
  const location = readExplorerLocation(inst, search);
  if (location.inst) return <ExplorerScreen location={{ ...location, inst: location.inst }} />;
  if (location.termMap && location.classTerminMap) return <TermMapScreen location={location} />;
  return <StartScreen />;
}
