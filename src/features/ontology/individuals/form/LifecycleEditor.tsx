import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { Icon } from '../../../../shell/menu/icons';
import { LIFECYCLE_COLORS, LIFECYCLE_ICONS, LifecycleBadge, STAGE_SUGGESTIONS } from '../lifecycle';
import { inputClass } from '../ui';
import type { Drafts, DraftValue } from './formModel';
import type { Conflict } from './useInstanceForm';

type Props = { drafts: Drafts; readonly: boolean; conflicts: Record<string, Conflict>; onChange: (prop: string, values: DraftValue[]) => void; onResolve: (prop: string, how: 'theirs' | 'mine') => void };

const one = (text: string): DraftValue[] => (text ? [{ text, lang: null, cap: null }] : []);

/** Stage (free text with the usual stages offered), an icon from a small set and a colour from a palette. */
export function LifecycleEditor({ drafts, readonly, conflicts, onChange, onResolve }: Props) {
  const { t } = useTranslation();
  const value = (prop: string) => drafts[prop]?.[0]?.text ?? '';
  const stage = value(META_PROP.stage);
  const icon = value(META_PROP.icon);
  const color = value(META_PROP.color);
  const pending = Object.entries(conflicts).filter(([prop]) => prop === META_PROP.stage || prop === META_PROP.icon || prop === META_PROP.color);
  return (
    <section className="flex flex-col gap-2 rounded border border-gray-200 bg-white p-3" data-testid="lifecycle-editor">
      <div className="flex items-center gap-3">
        <h2 className="text-sm font-semibold text-gray-900">{t('individuals.lifecycle.title')}</h2>
        <LifecycleBadge lifecycle={{ stage: stage || null, icon: icon || null, color: color || null }} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="w-20 text-gray-700">{t('individuals.lifecycle.stage')}</span>
        <input className={`${inputClass} w-56`} list="lifecycle-stages" value={stage} disabled={readonly} onChange={(e) => onChange(META_PROP.stage, one(e.target.value))} aria-label={t('individuals.lifecycle.stage')} />
        <datalist id="lifecycle-stages">
          {STAGE_SUGGESTIONS.map((s) => (
            <option key={s} value={t(`individuals.lifecycle.stages.${s}`)} />
          ))}
        </datalist>
      </label>
      <div className="flex flex-wrap items-center gap-1 text-sm" role="radiogroup" aria-label={t('individuals.lifecycle.icon')}>
        <span className="w-20 text-gray-700">{t('individuals.lifecycle.icon')}</span>
        <button type="button" role="radio" aria-checked={!icon} disabled={readonly} className={`rounded border px-2 py-1 text-xs ${!icon ? 'border-primary text-primary' : 'border-gray-200'}`} onClick={() => onChange(META_PROP.icon, [])}>
          {t('individuals.lifecycle.none')}
        </button>
        {LIFECYCLE_ICONS.map((name) => (
          <button key={name} type="button" role="radio" aria-checked={icon === name} aria-label={name} disabled={readonly} className={`rounded border p-1 ${icon === name ? 'border-primary text-primary' : 'border-gray-200 text-gray-600'}`} onClick={() => onChange(META_PROP.icon, one(name))}>
            <Icon name={name} size={16} />
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-1 text-sm" role="radiogroup" aria-label={t('individuals.lifecycle.color')}>
        <span className="w-20 text-gray-700">{t('individuals.lifecycle.color')}</span>
        <button type="button" role="radio" aria-checked={!color} disabled={readonly} className={`rounded border px-2 py-1 text-xs ${!color ? 'border-primary text-primary' : 'border-gray-200'}`} onClick={() => onChange(META_PROP.color, [])}>
          {t('individuals.lifecycle.none')}
        </button>
        {LIFECYCLE_COLORS.map((c) => (
          <button key={c} type="button" role="radio" aria-checked={color === c} aria-label={c} disabled={readonly} className={`h-6 w-6 rounded-full border-2 ${color === c ? 'border-gray-900' : 'border-white'}`} style={{ backgroundColor: c }} onClick={() => onChange(META_PROP.color, one(c))} />
        ))}
      </div>
      {pending.map(([prop, conflict]) => (
        <div key={prop} className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="field-conflict">
          <span>{t('individuals.form.conflict.note', { name: conflict.by ?? t('individuals.form.conflict.anotherUser'), value: conflict.theirs.map((v) => v.text).join(', ') || t('individuals.form.conflict.empty') })}</span>
          <button type="button" className="underline" onClick={() => onResolve(prop, 'theirs')}>{t('individuals.form.conflict.takeTheirs')}</button>
          <button type="button" className="underline" onClick={() => onResolve(prop, 'mine')}>{t('individuals.form.conflict.keepMine')}</button>
        </div>
      ))}
    </section>
  );
}
