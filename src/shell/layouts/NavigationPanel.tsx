import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { useCanOpen } from '../guard/shellAccess';
import { SectionMenu } from '../menu/SectionMenu';
import { Logo } from './Logo';

/** The logo (home) above the sections the user may open, with the plugins' sidebar items: the left side of the main and sidebar layouts. */
export function NavigationPanel() {
  const canOpen = useCanOpen();
  const { plugins } = useSnapshot(shellState);
  const extraItems = plugins.flatMap((p) => (p.contributions.sidebar ?? []).flatMap((i) => (i.path ? [{ label: i.label, path: i.path }] : [])));
  return (
    <>
      <Link to="/" className="border-b border-slate-200 px-4 py-3" data-testid="drawer-logo">
        <Logo withName />
      </Link>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SectionMenu canOpen={canOpen} extraItems={extraItems} />
      </div>
    </>
  );
}
