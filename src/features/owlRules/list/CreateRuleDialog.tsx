import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RULE_KINDS, type RuleKind } from '../../../../realtime/protocol/owlRules';

type Props = { open: boolean; onClose: () => void; onCreate: (rule: { name: string; kind: RuleKind }) => void };

const FIELD = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** A new rule: its name and kind; the editor opens for the rest (the rule is stored when first saved there). */
export function CreateRuleDialog({ open, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<RuleKind>('computedClass');
  useEffect(() => {
    if (!open) return;
    setName('');
    setKind('computedClass');
  }, [open]);
  return (
    <FormDialog open={open} title={t('owlRules.create.title')} onClose={onClose} onSubmit={() => onCreate({ name: name.trim(), kind })} invalid={name.trim() === ''} submitLabel={t('owlRules.create.submit')}>
      <label className="flex flex-col gap-1 text-sm">
        {t('owlRules.fields.name')}
        <input className={FIELD} value={name} maxLength={300} autoFocus onChange={(e) => setName(e.target.value)} data-testid="rule-create-name" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('owlRules.fields.kind')}
        <select className={FIELD} value={kind} onChange={(e) => setKind(e.target.value as RuleKind)} data-testid="rule-create-kind">
          {RULE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`owlRules.kinds.${k}`)}
            </option>
          ))}
        </select>
        <span className="text-xs text-gray-500">{t(`owlRules.kindHints.${kind}`)}</span>
      </label>
    </FormDialog>
  );
}
