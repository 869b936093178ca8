import { useTranslation } from 'react-i18next';

/** Axioms one per line in Manchester syntax, as an explanation lists them. */
export function AxiomList({ ids, axioms, tone = 'plain' }: { ids: readonly string[]; axioms: Readonly<Record<string, string>>; tone?: 'plain' | 'danger' }) {
  const { t } = useTranslation();
  const texts = ids.flatMap((id) => (axioms[id] ? [{ id, text: axioms[id] }] : []));
  if (texts.length === 0) return <p className="text-sm text-gray-500">{t('reasoner.explanation.none')}</p>;
  const border = tone === 'danger' ? 'border-red-200 bg-white' : 'border-gray-200 bg-gray-50';
  return (
    <ol className="flex flex-col gap-1" data-testid="reasoner-axioms">
      {texts.map(({ id, text }) => (
        <li key={id} className={`rounded border px-2 py-1 font-mono text-xs break-words whitespace-pre-wrap text-gray-900 ${border}`}>
          {text}
        </li>
      ))}
    </ol>
  );
}
