import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../state/messageStore';
import { FormDialog } from '../../../components/FormDialog';
import { EntityChips, EntityPicker, type PickedEntity } from '../shared/ui/EntityPicker';
import { Problem, problemText } from '../../../components/Problem';
import { inputClass, labelClass } from '../shared/ui/styles';
import { captionOf } from '../client';
import { createClass, searchClasses } from './classApi';

type Props = { open: boolean; onClose: () => void; onCreated: (id: string) => void; parent?: PickedEntity | null };

/** Search that offers classes by their label in the interface language. */
export function useClassSearch(): (text: string) => Promise<PickedEntity[]> {
  const { i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  return useCallback(async (text: string) => (await searchClasses(text)).map((c) => ({ id: c.id, name: captionOf(c, lang) })), [lang]);
}

/** A new class: name, Russian and English labels, parents (a child of `parent` when given). */
export function ClassCreateDialog({ open, onClose, onCreated, parent = null }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [ru, setRu] = useState('');
  const [en, setEn] = useState('');
  const [parents, setParents] = useState<PickedEntity[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useClassSearch();
  const allParents = parent && !parents.some((p) => p.id === parent.id) ? [parent, ...parents] : parents;

  function close() {
    setName('');
    setRu('');
    setEn('');
    setParents([]);
    setProblem(null);
    onClose();
  }
  async function submit() {
    if (!name.trim()) return setProblem(t('classes.create.nameRequired'));
    setBusy(true);
    try {
      const id = await createClass({ name, ru, en, parents: allParents.map((p) => p.id) });
      showMessage({ text: t('classes.create.created', { name: name.trim() }), kind: 'success' });
      close();
      onCreated(id);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog open={open} title={parent ? t('classes.create.childTitle', { parent: parent.name }) : t('classes.create.title')} onClose={close} onSubmit={() => void submit()} busy={busy} submitLabel={t('classes.common.create')}>
      <label className={labelClass}>
        {t('classes.common.name')}
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} data-testid="class-name" autoFocus />
      </label>
      <label className={labelClass}>
        {t('classes.common.labelRu')}
        <input className={inputClass} value={ru} onChange={(e) => setRu(e.target.value)} data-testid="class-label-ru" />
      </label>
      <label className={labelClass}>
        {t('classes.common.labelEn')}
        <input className={inputClass} value={en} onChange={(e) => setEn(e.target.value)} data-testid="class-label-en" />
      </label>
      <div className={labelClass}>
        {t('classes.common.parents')}
        <EntityChips items={allParents} onRemove={(id) => setParents((list) => list.filter((p) => p.id !== id))} />
        <EntityPicker search={search} exclude={allParents.map((p) => p.id)} onPick={(p) => setParents((list) => [...list, p])} placeholder={t('classes.common.pickClass')} testId="class-parent-picker" />
      </div>
      <Problem text={problem} />
    </FormDialog>
  );
}
