import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/useConfirm';
import { deleteClass, fetchDeleteImpact } from './classApi';
import { deleteAndTell } from './deleteAndTell';
import { impactParts, needsForce } from './deleteImpact';

/**
 * Deleting a class: the impact (subclasses, instances, properties naming it) is read and shown
 * first; only after the user confirms is set_data del sent, with del_force when the class is in
 * use. A refusal (say, an instance added meanwhile) is shown as the server worded it.
 */
export function useDeleteClass(): [(cls: { id: string; name: string }) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [confirm, element] = useConfirm();
  const run = useCallback(
    (cls: { id: string; name: string }) =>
      deleteAndTell(async () => {
        const impact = await fetchDeleteImpact(cls.id);
        const parts = impactParts(impact).map((p) => t(`classes.delete.${p.key}`, { count: p.count }));
        const ok = await confirm({ title: t('classes.delete.title', { name: cls.name }), text: parts.length ? t('classes.delete.impact', { parts: parts.join(', ') }) : t('classes.delete.nothing') });
        if (ok) await deleteClass(cls.id, needsForce(impact));
        return ok;
      }, t('classes.delete.done', { name: cls.name })),
    [confirm, t],
  );
  return [run, element];
}
