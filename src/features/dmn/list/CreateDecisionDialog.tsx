import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { Problem } from '../../../components/Problem';
import { HIT_POLICIES, type HitPolicy } from '../../../../realtime/protocol/dmn';
import { hitPolicyWords } from '../model/dmnWords';

type Props = { open: boolean; busy: boolean; problem: string | null; onClose: () => void; onCreate: (create: { name: string; hitPolicy: HitPolicy }) => void };

const FIELD = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** A new decision table: its name and hit policy (Unique unless chosen); the editor opens on it. */
export function CreateDecisionDialog({ open, busy, problem, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [hitPolicy, setHitPolicy] = useState<HitPolicy>('UNIQUE');
  useEffect(() => {
    if (!open) return;
    setName('');
    setHitPolicy('UNIQUE');
  }, [open]);
  return (
    <FormDialog open={open} busy={busy} title={t('dmn.create.title')} onClose={onClose} onSubmit={() => onCreate({ name: name.trim(), hitPolicy })} invalid={name.trim() === ''} submitLabel={t('dmn.create.submit')}>
      <label className="flex flex-col gap-1 text-sm">
        {t('dmn.fields.name')}
        <input className={FIELD} value={name} maxLength={300} autoFocus onChange={(e) => setName(e.target.value)} data-testid="dmn-create-name" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('dmn.fields.hitPolicy')}
        <select className={FIELD} value={hitPolicy} onChange={(e) => setHitPolicy(e.target.value as HitPolicy)} data-testid="dmn-create-hit-policy">
          {HIT_POLICIES.map((p) => (
            <option key={p} value={p}>
              {hitPolicyWords(t, p)}
            </option>
          ))}
        </select>
        <span className="text-xs text-gray-500">{t('dmn.create.hitPolicyHint')}</span>
      </label>
      <Problem text={problem} testId="dmn-create-problem" />
    </FormDialog>
  );
}
