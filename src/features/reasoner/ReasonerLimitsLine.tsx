import { useTranslation } from 'react-i18next';
import type { ReasonerAnswer } from '../../../realtime/protocol/reasoner';
import { formatNumber } from '../../i18n/format';

/** How many names of the classes the left-out axioms are about the line shows before «…». */
const NAMES_SHOWN = 3;

/** The distinct names of what the left-out axioms are about, in their order, and whether there are more. */
export function limitNames(unused: ReasonerAnswer['unused'], shown = NAMES_SHOWN): { names: string[]; more: boolean } {
  const all = [...new Set(unused.flatMap((u) => (u.about ? [u.about.name] : [])))];
  return { names: all.slice(0, shown), more: all.length > shown };
}

/**
 * The reasoner's limits where its answer is read: one line at the top of the inferred side saying how
 * many axioms fall outside OWL 2 EL/RL and so were not used, naming what they are about, with a link
 * that opens the list of them (UnusedAxiomsPanel) — the hierarchy below may lack what they imply.
 */
export function ReasonerLimitsLine({ unused, onShow }: { unused: ReasonerAnswer['unused']; onShow: () => void }) {
  const { t } = useTranslation();
  if (unused.length === 0) return null;
  const { names, more } = limitNames(unused);
  return (
    <p className="rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="reasoner-limits" data-count={unused.length}>
      {t('reasoner.limits.line', { count: unused.length, n: formatNumber(unused.length) })}
      {names.length > 0 && `: ${names.join(', ')}${more ? '…' : ''}`}
      {' — '}
      <a
        href="#reasoner-unused"
        className="text-primary underline hover:no-underline"
        onClick={(event) => {
          event.preventDefault();
          onShow();
        }}
        data-testid="reasoner-limits-more"
      >
        {t('reasoner.limits.more')}
      </a>
    </p>
  );
}
