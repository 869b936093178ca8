import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChecklist } from '../ui/ChoiceChecklist';
import { componentNameKey, HIDEABLE_COMPONENTS } from './componentChoices';

/** A user's hiddenComponents ticked by the parts' human names; an entry the shell does not know stays in the list as it was typed. */
export function ComponentChecklist({ value, onChange }: { value: string[]; onChange: (keys: string[]) => void }) {
  const { t } = useTranslation();
  const choices = useMemo(() => {
    const known = HIDEABLE_COMPONENTS.map((key) => ({ id: key, label: t(componentNameKey(key) ?? key) }));
    const unknown = value.filter((key) => componentNameKey(key) === null).map((key) => ({ id: key, label: key }));
    return [...known, ...unknown];
  }, [t, value]);
  return <ChoiceChecklist label={t('admin.users.hiddenComponents')} hint={t('admin.users.hiddenComponentsHint')} choices={choices} value={value} onChange={onChange} testId="user-hidden-components" />;
}
