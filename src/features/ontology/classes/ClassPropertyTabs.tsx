import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { linkClass, tableClass, tdClass, thClass } from '../shared/ui/styles';
import { dataTypeName } from '../shared/typeNames';
import { formatCardinality } from './cardinality';

const TABS = ['own', 'inherited', 'common'] as const;

type Props = {
  fields: readonly FormField[];
  rangeNames: ReadonlyMap<string, string>;
  /** The "own" tab drawn by the caller (the card's in-place editor), with how many properties it lists. */
  own?: { count: number; content: ReactNode };
};

/** The properties instances of the class have, by get_form's tab: declared on it, on an ancestor, on every instance. */
export function ClassPropertyTabs({ fields, rangeNames, own }: Props) {
  const { t } = useTranslation();
  return (
    <TabGroup>
      <TabList className="flex gap-1 border-b border-gray-200">
        {TABS.map((tab) => (
          <Tab key={tab} className="rounded-t px-3 py-1.5 text-sm text-gray-700 data-[selected]:border data-[selected]:border-b-white data-[selected]:border-gray-200 data-[selected]:bg-white data-[selected]:font-semibold focus:outline-none" data-testid={`tab-${tab}`}>
            {t(`classes.card.tabs.${tab}`)} ({tab === 'own' && own ? own.count : fields.filter((f) => f.tab === tab).length})
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {TABS.map((tab) => {
          const list = fields.filter((f) => f.tab === tab);
          return (
            <TabPanel key={tab} className="pt-2">
              {tab === 'own' && own ? (
                own.content
              ) : list.length === 0 ? (
                <p className="text-sm text-gray-500">{t('classes.card.noProps')}</p>
              ) : (
                <table className={tableClass}>
                  <thead>
                    <tr>
                      {[t('classes.card.propName'), t('classes.card.propKind'), t('classes.card.propType'), t('classes.card.cardinality')].map((h) => (
                        <th key={h} className={thClass}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((f) => (
                      <tr key={f.prop}>
                        <td className={tdClass}>
                          {tab === 'common' ? (
                            f.cap
                          ) : (
                            <Link className={linkClass} to={`/${f.kind === 'object' ? 'props_list' : 'scalar_list'}/${f.prop}`}>
                              {f.cap}
                            </Link>
                          )}
                        </td>
                        <td className={tdClass}>{f.kind === 'object' ? t('classes.card.kindObject') : t('classes.card.kindData')}</td>
                        <td className={tdClass}>
                          {f.kind === 'object' && f.range ? (
                            <Link className={linkClass} to={`/class_list/${f.range}`}>
                              {rangeNames.get(f.range) ?? f.range}
                            </Link>
                          ) : (
                            dataTypeName(t, f.type)
                          )}
                        </td>
                        <td className={`${tdClass} whitespace-nowrap`}>{formatCardinality(f.min, f.max)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </TabPanel>
          );
        })}
      </TabPanels>
    </TabGroup>
  );
}
