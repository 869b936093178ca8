import { useTranslation } from 'react-i18next';

/** The product mark: three woven nodes. */
export function Logo({ size = 28, withName = false, light = false }: { size?: number; withName?: boolean; light?: boolean }) {
  const { t } = useTranslation();
  const stroke = light ? '#ffffff' : '#3f6d62';
  return (
    <span className="inline-flex items-center gap-2" data-testid="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill={light ? 'rgba(255,255,255,0.15)' : '#e3ece9'} />
        <path d="M8 20 L16 9 L24 20 Z" fill="none" stroke={stroke} strokeWidth="2" strokeLinejoin="round" />
        <circle cx="16" cy="9" r="3" fill={stroke} />
        <circle cx="8" cy="20" r="3" fill={stroke} />
        <circle cx="24" cy="20" r="3" fill={stroke} />
      </svg>
      {withName && <span className={`text-lg font-semibold ${light ? 'text-white' : 'text-primary'}`}>{t('app.shortName')}</span>}
    </span>
  );
}
