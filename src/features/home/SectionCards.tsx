import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../../shell/menu/menuSections';
import { Icon } from '../../shell/menu/icons';

/** The platform's sections as cards, one per menu group, each listing the screens the user may open. */
export function SectionCards({ groups }: { groups: readonly MenuGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="text-sm text-gray-500">{t('home.noSections')}</p>;
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4" data-testid="section-cards">
      {groups.map((group) => (
        <section key={group.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`section-card-${group.id}`}>
          <h2 className="mb-2 text-base font-semibold text-primary">{t(group.label)}</h2>
          <ul className="flex flex-col gap-0.5 text-sm">
            {group.items.map((item) => (
              <li key={item.id}>
                <Link to={item.path} className="flex items-center gap-2 rounded px-1.5 py-1 text-gray-800 hover:bg-primary-light hover:text-primary">
                  <Icon name={item.icon} size={18} className="shrink-0 text-gray-500" />
                  <span className="truncate">{t(item.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
