import { useMemo, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { sectionMenu, needsExactMatch, visibleMenu, type MenuGroup } from './menuSections';
import { readCollapsedGroups, storeCollapsedGroups, toggleCollapsedGroup } from './collapsedGroups';

export type SectionMenuProps = {
  /** Whether the user may open a path (useCanOpen from the guard). */
  canOpen: (path: string) => boolean;
  /** Sidebar items added by plugins; their labels are already in the user's language. */
  extraItems?: ReadonlyArray<{ label: string; path: string }>;
  /** Called after an item is chosen (the drawer closes itself on narrow screens). */
  onNavigate?: () => void;
};

const PLUGIN_GROUP = 'plugins';

/** The vertical navigation of the left drawer and the sidebar layout. */
export function SectionMenu({ canOpen, extraItems = [], onNavigate }: SectionMenuProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<string[]>(readCollapsedGroups);
  const groups = useMemo(() => visibleMenu(sectionMenu(), canOpen), [canOpen]);

  function toggle(groupId: string) {
    const next = toggleCollapsedGroup(collapsed, groupId);
    setCollapsed(next);
    storeCollapsedGroups(next);
  }

  const pluginGroup: MenuGroup | null = extraItems.length
    ? {
        id: PLUGIN_GROUP,
        label: 'menu.plugins',
        items: extraItems.map((e, i) => ({ id: `plugin-${i}`, label: e.label, path: e.path, icon: 'plugin' })),
      }
    : null;
  const all = pluginGroup ? [...groups, pluginGroup] : groups;

  return (
    <nav aria-label={t('menu.navigation')} className="flex flex-col gap-1 p-2 text-sm" data-testid="section-menu">
      {all.map((group) => {
        const open = !collapsed.includes(group.id);
        const title = t(group.label);
        return (
          <section key={group.id}>
            <button
              type="button"
              className="flex w-full items-center justify-between rounded px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-gray-500 hover:bg-gray-100"
              aria-expanded={open}
              aria-label={t(open ? 'menu.collapse' : 'menu.expand', { group: title })}
              onClick={() => toggle(group.id)}
            >
              <span>{title}</span>
              <Icon name="chevron" size={16} className={open ? '' : '-rotate-90'} />
            </button>
            {open && (
              <ul className="mt-0.5 flex flex-col gap-0.5">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <NavLink
                      to={item.path}
                      end={needsExactMatch(item.path, all)}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        `flex items-center gap-2 rounded px-2 py-1.5 ${isActive ? 'bg-primary-light font-medium text-primary' : 'text-gray-800 hover:bg-gray-100'}`
                      }
                    >
                      <Icon name={item.icon} size={18} className="shrink-0" />
                      {/* plugin items carry their label as text, not as a key; a long one wraps, never cut */}
                      <span className="min-w-0 break-words">{group.id === PLUGIN_GROUP ? item.label : t(item.label)}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </nav>
  );
}
