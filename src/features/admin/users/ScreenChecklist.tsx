import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChecklist } from '../ui/ChoiceChecklist';
import { appScreenGroups } from './appScreens';
import { chosenScreens, screenChoices, toggleScreen, type ScreenListKind } from './screenChoices';

type Props = { kind: ScreenListKind; label: string; hint: string; value: string[]; onChange: (entries: string[]) => void; testId: string };

/**
 * A user's disabledRoutes or enabledRoutes picked as the app's screens by their titles; the list
 * keeps route paths, and an entry that is no whole screen of the app (a plugin's path, half a
 * screen set by hand) stays, shown by its address and removable.
 */
export function ScreenChecklist({ kind, label, hint, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const screens = useMemo(() => screenChoices(appScreenGroups, kind), [kind]);
  const choices = useMemo(() => screens.map((s) => ({ id: s.id, label: t(`routes.${s.title}`), group: t(`admin.users.screenGroups.${s.group}`) })), [screens, t]);
  const chosen = chosenScreens(value, screens);
  const covered = new Set(screens.filter((s) => chosen.includes(s.id)).flatMap((s) => s.paths));
  const others = value.filter((entry) => !covered.has(entry));

  const change = (ids: string[]) => {
    let next = value;
    for (const screen of screens) {
      const on = ids.includes(screen.id);
      if (on !== chosen.includes(screen.id)) next = toggleScreen(next, screen, on);
    }
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-1">
      <ChoiceChecklist label={label} hint={hint} choices={choices} value={chosen} onChange={change} testId={testId} />
      {others.length > 0 && (
        <div className="flex flex-wrap items-center gap-1 text-xs" data-testid={`${testId}-other`}>
          <span className="text-gray-600">{t('admin.users.otherPaths')}:</span>
          {others.map((entry) => (
            <span key={entry} className="inline-flex items-center gap-1 rounded bg-gray-100 px-1.5 py-0.5 text-gray-800">
              {entry}
              <button type="button" className="text-gray-500 hover:text-red-700" aria-label={t('admin.common.removeEntry', { entry })} onClick={() => onChange(value.filter((v) => v !== entry))}>
                ×
              </button>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
