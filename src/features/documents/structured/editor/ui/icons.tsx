// Small stroke icons of the editor's toolbar (emoji are not drawn by every system font).
const svg = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const CopyIcon = () => (
  <svg {...svg}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

export const PasteIcon = () => (
  <svg {...svg}>
    <rect x="6" y="4" width="12" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 11h6M9 15h4" />
  </svg>
);

export const HighlightIcon = () => (
  <svg {...svg}>
    <path d="m9 11-6 6v3h3l6-6M14 6l4 4M13 7l-4 4 4 4 4-4z" />
  </svg>
);

export const TrashIcon = () => (
  <svg {...svg}>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v5M14 11v5" />
  </svg>
);
