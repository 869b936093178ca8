import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonerAnswer } from '../../../realtime/protocol/reasoner';

type Props = { unused: ReasonerAnswer['unused']; axioms: Readonly<Record<string, string>>; panelRef?: Ref<HTMLDetailsElement> };

/** Axioms kept but outside OWL 2 EL/RL: listed with the construct that put each out, folded by default (the limits line opens it). */
export function UnusedAxiomsPanel({ unused, axioms, panelRef }: Props) {
  const { t } = useTranslation();
  return (
    <details ref={panelRef} id="reasoner-unused" className="scroll-mt-4 rounded border border-gray-200 bg-white p-3" data-testid="reasoner-unused">
      <summary className="cursor-pointer text-sm font-semibold text-gray-900">{t('reasoner.unused.title', { count: unused.length })}</summary>
      <p className="mt-1 text-xs text-gray-600">{unused.length ? t('reasoner.unused.hint') : t('reasoner.unused.none')}</p>
      <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto">
        {unused.map((u) => (
          <li key={u.id} className="flex flex-wrap items-baseline gap-2 text-xs">
            <span className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-700">{t(`reasoner.unused.reasons.${u.reason}`)}</span>
            <span className="font-mono break-all text-gray-900">{axioms[u.id] ?? '—'}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
