import { useTranslation } from 'react-i18next';
import type { OwlRule } from '../../../../realtime/protocol/owlRules';
import { Button } from '../../../components/Button';
import { changedParts } from '../model/ruleDraft';

type Props = { base: OwlRule; theirs: OwlRule; onTakeTheirs: () => void; onKeepMine: () => void };

/**
 * A colleague saved the rule while it was being edited here: the save was refused rather than
 * overwrite theirs. The note says what they changed; the person chooses, as on the instance form:
 * take their version, or save these edits over it.
 */
export function ConflictNote({ base, theirs, onTakeTheirs, onKeepMine }: Props) {
  const { t } = useTranslation();
  const parts = changedParts(base, theirs);
  return (
    <div role="alert" className="flex flex-col gap-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="rule-conflict">
      <span>
        {t('owlRules.conflict.note')} {parts.length > 0 && t('owlRules.conflict.changed', { parts: parts.map((p) => t(`owlRules.conflict.parts.${p}`)).join(', ') })}
      </span>
      {parts.includes('ruleText') && theirs.ruleText && <span className="text-xs italic">«{theirs.ruleText}»</span>}
      {parts.includes('swrl') && <code className="max-w-full truncate rounded bg-white px-1 font-mono text-xs text-gray-800">{theirs.swrl}</code>}
      <span className="flex justify-end gap-2">
        <Button onClick={onTakeTheirs} data-testid="rule-conflict-theirs">
          {t('owlRules.conflict.takeTheirs')}
        </Button>
        <Button variant="primary" onClick={onKeepMine} data-testid="rule-conflict-mine">
          {t('owlRules.conflict.keepMine')}
        </Button>
      </span>
    </div>
  );
}
