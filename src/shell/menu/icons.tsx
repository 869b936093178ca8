import { ICON_PATHS, isIconName, type IconName } from './iconPaths';

type IconProps = { name: IconName | string; size?: number; className?: string };

/** An outline icon of ICON_PATHS; an unknown name (e.g. a recent link's stored icon) draws the link icon. */
export function Icon({ name, size = 20, className }: IconProps) {
  const d = ICON_PATHS[isIconName(name) ? name : 'link'];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
