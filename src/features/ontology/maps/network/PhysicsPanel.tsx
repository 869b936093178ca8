import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { NUMERIC_PHYSICS_KEYS, PHYSICS_DEFAULTS, PHYSICS_LIMITS, type PhysicsSettings } from './networkPhysics';

/** The graph's physics, tuned from a small panel over the graph. */
export function PhysicsPanel({ settings, onChange }: { settings: PhysicsSettings; onChange: (next: PhysicsSettings) => void }) {
  const { t } = useTranslation();
  return (
    <Popover className="relative">
      <PopoverButton className="rounded border border-gray-300 bg-white/90 px-2 py-1 text-xs text-gray-700 shadow-sm hover:border-primary hover:text-primary" data-testid="physics-button">
        {t('maps.physics.button')}
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-40 mt-1 w-72 rounded border border-gray-200 bg-white p-3 text-sm shadow-lg" data-testid="physics-panel">
        <label className="mb-2 flex items-center gap-2">
          <input type="checkbox" checked={settings.enabled} onChange={(e) => onChange({ ...settings, enabled: e.target.checked })} />
          {t('maps.physics.enabled')}
        </label>
        <div className="grid grid-cols-[1fr_6rem] items-center gap-x-2 gap-y-1">
          {NUMERIC_PHYSICS_KEYS.map((key) => (
            <label key={key} className="contents">
              <span className="text-gray-700">{t(`maps.physics.${key}`)}</span>
              <input
                type="number"
                className="rounded border border-gray-300 px-1 py-0.5 text-right"
                value={settings[key]}
                min={PHYSICS_LIMITS[key].min}
                max={PHYSICS_LIMITS[key].max}
                step={PHYSICS_LIMITS[key].step}
                onChange={(e) => {
                  const value = Number(e.target.value);
                  if (e.target.value !== '' && Number.isFinite(value)) onChange({ ...settings, [key]: value });
                }}
              />
            </label>
          ))}
        </div>
        <button type="button" className="mt-3 text-primary hover:underline" onClick={() => onChange({ ...PHYSICS_DEFAULTS })}>
          {t('maps.physics.reset')}
        </button>
      </PopoverPanel>
    </Popover>
  );
}
