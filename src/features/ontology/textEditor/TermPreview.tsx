import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { foundTerms, matchTerms, termLink, type TermIndex, type TermKind } from './termMatcher';

const KIND_COLOURS: Record<TermKind, string> = {
  class: 'bg-blue-100 text-blue-900',
  objectProperty: 'bg-amber-100 text-amber-900',
  dataProperty: 'bg-green-100 text-green-900',
  individual: 'bg-purple-100 text-purple-900',
};

/** The text with the ontology's terms highlighted, and the terms found listed with links to their cards. */
export function TermPreview({ text, index }: { text: string; index: TermIndex | null }) {
  const { t } = useTranslation();
  const matches = useMemo(() => (index ? matchTerms(text, index) : []), [text, index]);
  const found = useMemo(() => foundTerms(matches), [matches]);
  const pieces: Array<{ text: string; kind?: TermKind; href?: string }> = [];
  let at = 0;
  for (const m of matches) {
    if (m.start > at) pieces.push({ text: text.slice(at, m.start) });
    pieces.push({ text: text.slice(m.start, m.end), kind: m.term.kind, href: termLink(m.term) });
    at = m.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return (
    <div className="grid gap-3 lg:grid-cols-[1fr_18rem]">
      <section className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold text-gray-800">{t('individuals.textEditor.preview')}</h2>
        <div className="min-h-24 whitespace-pre-wrap rounded border border-gray-200 bg-white p-3 text-sm leading-6" data-testid="term-preview">
          {pieces.map((p, i) =>
            p.kind ? (
              <mark key={i} className={`rounded px-0.5 ${KIND_COLOURS[p.kind]}`} title={t(`individuals.textEditor.kind.${p.kind}`)}>{p.text}</mark>
            ) : (
              <Fragment key={i}>{p.text}</Fragment>
            ),
          )}
        </div>
      </section>
      <aside className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold text-gray-800">{t('individuals.textEditor.terms', { n: found.length })}</h2>
        {found.length === 0 ? <p className="text-sm text-gray-500">{t('individuals.textEditor.noTerms')}</p> : null}
        <ul className="flex flex-col gap-1 text-sm" data-testid="term-list">
          {found.map(({ term, count }) => (
            <li key={term.id} className="flex items-center gap-2">
              <span className={`rounded px-1 text-xs ${KIND_COLOURS[term.kind]}`}>{t(`individuals.textEditor.kind.${term.kind}`)}</span>
              <Link className="text-primary hover:underline" to={termLink(term)}>{term.text}</Link>
              <span className="ml-auto text-xs text-gray-500">×{count}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
