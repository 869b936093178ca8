import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { DocPageFrame } from './DocPageFrame';
import { loadOntologyDoc } from './docsApi';
import { dataTypeName } from '../shared/typeNames';
import { termName } from './docText';
import { glossaryLetters } from './glossaryEntries';

/** /ontology-gloss/{id}: the map's terms alphabetically, with a letters index and their definitions. */
export default function OntologyGlossaryPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const doc = useLoad(() => loadOntologyDoc(id), [id]);
  const letters = doc.data ? glossaryLetters(doc.data, i18n.language.slice(0, 2), (type) => dataTypeName(t, type)) : [];
  return (
    <DocPageFrame
      title={doc.data ? `${t('routes.ontology_gloss')}: ${termName(doc.data.map.labels, doc.data.map.name, i18n.language)}` : t('routes.ontology_gloss')}
      doc={doc}
      sibling={{ to: `/ontology-doc/${id}`, label: t('ontologyHistory.doc.documentation') }}
    >
      {doc.data && letters.length === 0 && <p className="text-sm text-gray-500">{t('ontologyHistory.doc.none')}</p>}
      {letters.length > 0 && (
        <div className="max-w-4xl" data-testid="ontology-glossary">
          <nav className="sticky top-0 z-10 flex flex-wrap gap-1 border-b border-gray-200 bg-white py-2 print:static" aria-label={t('ontologyHistory.doc.letters')}>
            {letters.map((l) => (
              <a key={l.letter} href={`#letter-${l.letter}`} className="min-w-7 rounded border border-gray-300 px-1.5 py-0.5 text-center text-sm font-medium text-primary hover:bg-gray-100">
                {l.letter}
              </a>
            ))}
          </nav>
          {letters.map((l) => (
            <section key={l.letter} id={`letter-${l.letter}`} className="mt-4 break-inside-avoid-page" data-testid="glossary-letter">
              <h2 className="border-b border-gray-300 text-xl font-semibold text-gray-900">{l.letter}</h2>
              <dl className="mt-2 space-y-2">
                {l.entries.map((e) => (
                  <div key={e.id} className="break-inside-avoid">
                    <dt className="font-medium text-gray-900">
                      {e.anchor ? (
                        <Link className="hover:underline" to={`/ontology-doc/${id}#${e.anchor}`}>
                          {e.term}
                        </Link>
                      ) : (
                        e.term
                      )}{' '}
                      <span className="text-xs font-normal text-gray-500">
                        {t(`ontologyHistory.doc.kinds.${e.kind}`)}
                        {e.context && ` · ${e.context}`}
                      </span>
                    </dt>
                    <dd className="text-sm text-gray-700">{e.definition ?? <span className="text-gray-400">{t('ontologyHistory.doc.noDefinition')}</span>}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </DocPageFrame>
  );
}
