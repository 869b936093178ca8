import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FactLinkPage, FactSheet } from '../../../realtime/protocol/factExplorer';
import { formatDate, formatNumber } from '../../i18n/format';
import { factValueText } from './factValueText';
import { LinkGroups } from './LinkGroups';
import { DerivedMark } from './DerivedMark';
import { classPath, formPath } from './explorerLocation';
import { linkClass, sectionClass, sectionTitle } from './explorerUi';

type Props = { sheet: FactSheet; onPage: (page: FactLinkPage) => void; explorerLink: (inst: string) => string };

/** The facts as a list: the instance and its classes, its values, the links out and the links in. */
export function FactList({ sheet, onPage, explorerLink }: Props) {
  const { t } = useTranslation();
  const { instance } = sheet;
  const direct = sheet.classes.filter((c) => c.depth === 0);
  const ancestors = sheet.classes.filter((c) => c.depth > 0);
  // the form opens in a stated class when there is one
  const openIn = direct.find((c) => !c.derived) ?? direct[0];
  const words = { yes: t('factExplorer.values.yes'), no: t('factExplorer.values.no') };
  const count = (n: number) => (n > 0 ? ` (${formatNumber(n)})` : '');
  const totalOf = (groups: FactSheet['outgoing']) => groups.reduce((sum, g) => sum + g.total, 0);
  return (
    <div className="grid items-start gap-3 lg:grid-cols-2" data-testid="fact-list">
      <section className={`${sectionClass} lg:col-span-2`} data-testid="fact-instance">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold text-gray-900">{instance.caption || '—'}</h2>
          {openIn && (
            <Link className={`${linkClass} text-sm`} to={formPath(openIn.id, instance.id)} data-testid="fact-open-form">
              {t('factExplorer.header.openForm')}
            </Link>
          )}
          <span className="text-xs text-gray-500">
            {[instance.author ? t('factExplorer.header.author', { name: instance.author }) : null, t('factExplorer.header.created', { date: formatDate(instance.createdAt) })].filter(Boolean).join(', ')}
          </span>
        </div>
        <h3 className={`${sectionTitle} mt-3`}>{t('factExplorer.sections.classes')}</h3>
        {sheet.classes.length === 0 && <p className="text-sm text-gray-500">{t('factExplorer.empty.classes')}</p>}
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="fact-classes">
          {direct.map((c) => (
            <span key={c.id} className="inline-flex items-center">
              <Link to={classPath(c.id)} className="rounded-full border border-blue-300 bg-blue-50 px-2 py-0.5 text-blue-900 hover:border-primary">
                {c.caption || '—'}
              </Link>
              <DerivedMark derived={c.derived} />
            </span>
          ))}
          {ancestors.length > 0 && <span className="ml-2 text-xs text-gray-500">{t('factExplorer.sections.ancestors')}:</span>}
          {ancestors.map((c) => (
            <Link key={c.id} to={classPath(c.id)} className="rounded-full border border-gray-200 px-2 py-0.5 text-gray-700 hover:border-primary">
              {c.caption || '—'}
            </Link>
          ))}
        </div>
      </section>
      <section className={`${sectionClass} lg:col-span-2`} data-testid="fact-values">
        <h3 className={sectionTitle}>{t('factExplorer.sections.values')}</h3>
        {sheet.values.length === 0 && <p className="text-sm text-gray-500">{t('factExplorer.empty.values')}</p>}
        <dl className="grid grid-cols-[minmax(8rem,16rem)_1fr] gap-x-4 gap-y-1 text-sm">
          {sheet.values.map((group) => (
            <div key={group.prop.id} className="contents">
              <dt className="text-gray-600">{group.prop.caption || '—'}</dt>
              <dd className="min-w-0 text-gray-900">
                {group.values.map((v, i) => (
                  <span key={i} className="mr-3 inline-block max-w-full break-words align-top">
                    <span className="line-clamp-3" title={String(v.value)}>
                      {factValueText(v.value, group.type, words)}
                    </span>
                    {v.lang && group.values.length > 1 && <span className="ml-1 text-xs text-gray-400">{v.lang}</span>}
                    <DerivedMark derived={v.derived} />
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={sectionClass} data-testid="fact-outgoing">
        <h3 className={sectionTitle}>
          {t('factExplorer.sections.outgoing')}
          {count(totalOf(sheet.outgoing))}
        </h3>
        <LinkGroups inst={instance.id} direction="out" groups={sheet.outgoing} empty={t('factExplorer.empty.outgoing')} onPage={onPage} explorerLink={explorerLink} />
      </section>
      <section className={sectionClass} data-testid="fact-incoming">
        <h3 className={sectionTitle}>
          {t('factExplorer.sections.incoming')}
          {count(totalOf(sheet.incoming))}
        </h3>
        <LinkGroups inst={instance.id} direction="in" groups={sheet.incoming} empty={t('factExplorer.empty.incoming')} onPage={onPage} explorerLink={explorerLink} />
      </section>
    </div>
  );
}
