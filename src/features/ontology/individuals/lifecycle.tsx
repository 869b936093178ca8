import { Icon } from '../../../shell/menu/icons';

/** Instance lifecycle (domain spec §3.2): a stage in words, an icon and a colour, all optional. */
export const LIFECYCLE_COLORS = ['#6b7280', '#2563eb', '#16a34a', '#ca8a04', '#ea580c', '#dc2626', '#9333ea', '#0891b2'] as const;
export const LIFECYCLE_ICONS = ['pencil', 'clock', 'check', 'approve', 'star', 'shield', 'pin', 'bell', 'tag', 'book'] as const;
export const STAGE_SUGGESTIONS = ['draft', 'review', 'approved', 'archived'] as const;

export type Lifecycle = { stage: string | null; icon: string | null; color: string | null };

const HEX = /^#[0-9a-f]{6}$/i;

/** The stage as a badge in its colour, with its icon; nothing when no stage, icon or colour is set. */
export function LifecycleBadge({ lifecycle }: { lifecycle: Lifecycle }) {
  const { stage, icon, color } = lifecycle;
  if (!stage && !icon) return null;
  const tint = color && HEX.test(color) ? color : '#6b7280';
  return (
    <span
      data-testid="lifecycle-badge"
      className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium"
      style={{ color: tint, borderColor: tint, backgroundColor: `${tint}14` }}
    >
      {icon ? <Icon name={icon} size={14} /> : null}
      {stage}
    </span>
  );
}
