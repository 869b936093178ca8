import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/useConfirm';
import { deleteAndTell } from './deleteAndTell';
import { deleteProperty } from './propertyApi';

/** Deleting a property asks first (its values go with it); a refusal shows the server's words. */
export function usePropertyDelete(): [(p: { id: string; name: string }) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [confirm, element] = useConfirm();
  const run = useCallback(
    (p: { id: string; name: string }) =>
      deleteAndTell(async () => {
        const ok = await confirm({ title: t('classes.props.deleteTitle', { name: p.name }), text: t('classes.props.deleteText') });
        if (ok) await deleteProperty(p.id);
        return ok;
      }, t('classes.common.deleted')),
    [confirm, t],
  );
  return [run, element];
}
