import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shell/messages/messageStore';
import { useConfirm } from '../shared/ui/useConfirm';
import { problemText } from '../shared/ui/PageFrame';
import { deleteProperty } from './propertyApi';

/** Deleting a property asks first (its values go with it); a refusal shows the server's words. */
export function usePropertyDelete(): [(p: { id: string; name: string }) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [confirm, element] = useConfirm();
  const run = useCallback(
    async (p: { id: string; name: string }) => {
      if (!(await confirm({ title: t('classes.props.deleteTitle', { name: p.name }), text: t('classes.props.deleteText') }))) return false;
      try {
        await deleteProperty(p.id);
        showMessage({ text: t('classes.common.deleted'), kind: 'success' });
        return true;
      } catch (error) {
        showMessage({ text: problemText(error), kind: 'error' });
        return false;
      }
    },
    [confirm, t],
  );
  return [run, element];
}
