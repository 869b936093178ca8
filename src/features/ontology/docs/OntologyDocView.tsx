import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import type { DocClass, DocProperty, DocRef, OntologyDoc } from '../../../../realtime/protocol/ontology/docs';
import { dataTypeName } from '../shared/typeNames';
import { anchorOf, cardinalityText, inLanguage, rangeText, termName } from './docText';

const sectionTitle = 'mt-6 border-b border-gray-300 pb-1 text-lg font-semibold text-gray-900 break-after-avoid';

function Refs({ refs, kind, known }: { refs: readonly DocRef[]; kind: 'class' | 'prop'; known: ReadonlySet<string> }) {
  if (refs.length === 0) return <>—</>;
  return (
    <>
      {refs.map((r, i) => (
        <span key={r.id}>
          {i > 0 && ', '}
          {known.has(r.id) ? (
            <a className="text-primary hover:underline" href={`#${anchorOf(kind, r.id)}`}>
              {r.name}
            </a>
          ) : (
            r.name
          )}
        </span>
      ))}
    </>
  );
}

function Labels({ labels }: { labels: Readonly<Record<string, string>> }) {
  const entries = Object.entries(labels).filter(([lang]) => lang);
  if (entries.length === 0) return null;
  return <span className="text-sm text-gray-600">{entries.map(([lang, text]) => `${text} (${lang})`).join(' · ')}</span>;
}

function PropertyTable({ properties, classes, lang }: { properties: readonly DocProperty[]; classes: ReadonlySet<string>; lang: string }) {
  const { t } = useTranslation();
  return (
    <table className="mt-1 w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-gray-200 text-left text-xs text-gray-500">
          <th className="py-1 pr-2 font-medium">{t('ontologyHistory.doc.property')}</th>
          <th className="py-1 pr-2 font-medium">{t('ontologyHistory.doc.rangeOrType')}</th>
          <th className="py-1 font-medium">{t('ontologyHistory.doc.cardinality')}</th>
        </tr>
      </thead>
      <tbody>
        {properties.map((p) => (
          <tr key={p.id} className="border-b border-gray-100">
            <td className="py-1 pr-2">
              <a className="text-primary hover:underline" href={`#${anchorOf('prop', p.id)}`}>
                {termName(p.labels, p.name, lang)}
              </a>
            </td>
            <td className="py-1 pr-2">{p.kind === 'object' && p.range ? <Refs refs={[p.range]} kind="class" known={classes} /> : rangeText(p, (type) => dataTypeName(t, type))}</td>
            <td className="py-1 tabular-nums">{cardinalityText(p.min, p.max)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClassSection({ cls, classes, lang }: { cls: DocClass; classes: ReadonlySet<string>; lang: string }) {
  const { t } = useTranslation();
  const description = inLanguage(cls.comments, lang);
  return (
    <section id={anchorOf('class', cls.id)} className="mt-4 break-inside-avoid-page" data-testid="doc-class">
      <h3 className="text-base font-semibold text-gray-900">
        {termName(cls.labels, cls.name, lang)}
        {cls.deprecated && <span className="ml-2 rounded bg-gray-200 px-1 text-xs font-normal">{t('ontologyHistory.doc.deprecated')}</span>}
      </h3>
      <Labels labels={cls.labels} />
      {description && <p className="mt-1 text-sm text-gray-800">{description}</p>}
      <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
        {cls.iri && (
          <>
            <dt className="text-gray-500">IRI</dt>
            <dd className="break-all">{cls.iri}</dd>
          </>
        )}
        <dt className="text-gray-500">{t('ontologyHistory.doc.parents')}</dt>
        <dd>
          <Refs refs={cls.parents} kind="class" known={classes} />
        </dd>
        <dt className="text-gray-500">{t('ontologyHistory.doc.subclasses')}</dt>
        <dd>
          <Refs refs={cls.subclasses} kind="class" known={classes} />
        </dd>
        <dt className="text-gray-500">{t('ontologyHistory.doc.individuals')}</dt>
        <dd>
          {cls.individuals.length === 0 ? '—' : cls.individuals.map((i) => i.name).join(', ')}
          {cls.individualCount > cls.individuals.length && ` ${t('ontologyHistory.doc.andMore', { count: cls.individualCount - cls.individuals.length })}`}
        </dd>
      </dl>
      {cls.properties.length > 0 && <PropertyTable properties={cls.properties} classes={classes} lang={lang} />}
    </section>
  );
}

function PropertySection({ p, classes, lang }: { p: DocProperty; classes: ReadonlySet<string>; lang: string }) {
  const { t } = useTranslation();
  const description = inLanguage(p.comments, lang);
  return (
    <section id={anchorOf('prop', p.id)} className="mt-3 break-inside-avoid" data-testid="doc-property">
      <h3 className="text-base font-semibold text-gray-900">{termName(p.labels, p.name, lang)}</h3>
      <Labels labels={p.labels} />
      {description && <p className="mt-1 text-sm text-gray-800">{description}</p>}
      <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-gray-500">{t('ontologyHistory.doc.domain')}</dt>
        <dd>
          <Refs refs={p.domain} kind="class" known={classes} />
        </dd>
        <dt className="text-gray-500">{p.kind === 'object' ? t('ontologyHistory.doc.range') : t('ontologyHistory.doc.type')}</dt>
        <dd>{p.kind === 'object' && p.range ? <Refs refs={[p.range]} kind="class" known={classes} /> : rangeText(p, (type) => dataTypeName(t, type))}</dd>
        <dt className="text-gray-500">{t('ontologyHistory.doc.cardinality')}</dt>
        <dd className="tabular-nums">{cardinalityText(p.min, p.max)}</dd>
        {p.inverseOf && (
          <>
            <dt className="text-gray-500">{t('ontologyHistory.doc.inverseOf')}</dt>
            <dd>{p.inverseOf.name}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The documentation of an ontology map: title, description, counts, contents, classes, then properties. */
export function OntologyDocView({ doc }: { doc: OntologyDoc }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const classes = new Set(doc.classes.map((c) => c.id));
  const description = inLanguage(doc.map.comments, lang);
  const counts = [
    [t('ontologyHistory.doc.classes'), doc.counts.classes],
    [t('ontologyHistory.doc.objectProperties'), doc.counts.objectProperties],
    [t('ontologyHistory.doc.dataProperties'), doc.counts.dataProperties],
    [t('ontologyHistory.doc.individuals'), doc.counts.individuals],
  ] as const;
  return (
    <article className="max-w-4xl" data-testid="ontology-doc">
      <h2 className="text-2xl font-semibold text-gray-900">{termName(doc.map.labels, doc.map.name, lang)}</h2>
      {description && <p className="mt-2 text-gray-800">{description}</p>}
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-gray-700" data-testid="doc-counts">
        {counts.map(([label, n]) => (
          <li key={label}>
            {label}: <span className="font-semibold">{formatNumber(n)}</span>
          </li>
        ))}
      </ul>
      <nav className="mt-4 rounded border border-gray-200 bg-gray-50 p-3 text-sm" aria-label={t('ontologyHistory.doc.contents')}>
        <p className="font-medium text-gray-800">{t('ontologyHistory.doc.contents')}</p>
        <ol className="mt-1 list-decimal pl-5">
          <li>
            <a className="text-primary hover:underline" href="#doc-classes">
              {t('ontologyHistory.doc.classes')}
            </a>
            <ol className="list-[lower-alpha] columns-2 pl-5 sm:columns-3">
              {doc.classes.map((c) => (
                <li key={c.id}>
                  <a className="text-primary hover:underline" href={`#${anchorOf('class', c.id)}`}>
                    {termName(c.labels, c.name, lang)}
                  </a>
                </li>
              ))}
            </ol>
          </li>
          <li>
            <a className="text-primary hover:underline" href="#doc-object-properties">
              {t('ontologyHistory.doc.objectProperties')}
            </a>
          </li>
          <li>
            <a className="text-primary hover:underline" href="#doc-data-properties">
              {t('ontologyHistory.doc.dataProperties')}
            </a>
          </li>
        </ol>
      </nav>
      <h2 id="doc-classes" className={sectionTitle}>
        {t('ontologyHistory.doc.classes')}
      </h2>
      {doc.classes.length === 0 && <p className="text-sm text-gray-500">{t('ontologyHistory.doc.none')}</p>}
      {doc.classes.map((c) => (
        <ClassSection key={c.id} cls={c} classes={classes} lang={lang} />
      ))}
      <h2 id="doc-object-properties" className={sectionTitle}>
        {t('ontologyHistory.doc.objectProperties')}
      </h2>
      {doc.objectProperties.length === 0 && <p className="text-sm text-gray-500">{t('ontologyHistory.doc.none')}</p>}
      {doc.objectProperties.map((p) => (
        <PropertySection key={p.id} p={p} classes={classes} lang={lang} />
      ))}
      <h2 id="doc-data-properties" className={sectionTitle}>
        {t('ontologyHistory.doc.dataProperties')}
      </h2>
      {doc.dataProperties.length === 0 && <p className="text-sm text-gray-500">{t('ontologyHistory.doc.none')}</p>}
      {doc.dataProperties.map((p) => (
        <PropertySection key={p.id} p={p} classes={classes} lang={lang} />
      ))}
    </article>
  );
}
