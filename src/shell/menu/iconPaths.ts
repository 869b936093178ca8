/**
 * Outline icons of the menu, pages and panels: one SVG path each on a 24×24 grid, drawn with a
 * stroke. Kept as plain data so the menu definition stays free of React and no icon library is
 * loaded with the first screen.
 */
export const ICON_PATHS = {
  home: 'M3 11l9-8 9 8 M5 9v11h14V9',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z M9 3v15 M15 6v15',
  box: 'M4 4h16v16H4z M4 9h16 M9 9v11',
  tree: 'M10 3h4v4h-4z M3 17h4v4H3z M17 17h4v4h-4z M12 7v5 M5 17v-5h14v5',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1 M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  hash: 'M5 9h14 M5 15h14 M10 4l-2 16 M16 4l-2 16',
  dot: 'M4 12a8 8 0 1 0 16 0a8 8 0 1 0-16 0 M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  columns: 'M3 4h7v16H3z M14 4h7v16h-7z',
  diff: 'M12 3v8 M8 7h8 M8 17h8 M4 21h16',
  export: 'M12 15V3 M7 8l5-5 5 5 M4 15v5h16v-5',
  import: 'M12 3v12 M7 10l5 5 5-5 M4 15v5h16v-5',
  graph:
    'M3.5 6a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0 M15.5 8a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0 M9.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0 M8.4 6.5l7.2 1.2 M7.2 8.2l3.6 7.6 M16.8 10.2l-3.6 5.6',
  search: 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0 M16 16l5 5',
  filter: 'M3 4h18l-7 8v6l-4 2v-8z',
  check: 'M4 4h16v16H4z M8 12l3 3 5-6',
  grid: 'M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h6v6h-6z',
  chart: 'M4 20h16 M7 20v-6 M12 20V6 M17 20v-9',
  flow: 'M3 4h6v5H3z M15 15h6v5h-6z M6 9v4h12v2',
  table: 'M3 5h18v14H3z M3 10h18 M3 15h18 M9 5v14',
  page: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
  pages: 'M8 3h8l4 4v12H8z M16 3v4h4 M4 7v14h12',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z M4 5v16 M8 7h8',
  pencil: 'M4 20h4L19 9l-4-4L4 16z M13 7l4 4',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0 M12 7v5l3 3',
  users: 'M5 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0 M2 21v-1a7 7 0 0 1 14 0v1 M16 4.5a3.5 3.5 0 0 1 0 7 M19 14.5a6 6 0 0 1 3 5.5v1',
  play: 'M7 4l13 8-13 8z',
  approve: 'M4 12l5 5L20 6',
  help: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0 M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7 M12 17h.01',
  folder: 'M3 6h6l2 2h10v11H3z',
  shield: 'M12 3l7 3v6c0 4-3 7.5-7 9-4-1.5-7-5-7-9V6z',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  terminal: 'M4 4h16v16H4z M8 9l3 3-3 3 M13 15h4',
  plugin: 'M4 4h16v16H4z M12 8v8 M8 12h8',
  pin: 'M9 3h6l-1 6 4 3v2H6v-2l4-3z M12 14v7',
  close: 'M6 6l12 12 M18 6L6 18',
  chevron: 'M8 10l4 4 4-4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0',
  tag: 'M3 3h8l10 10-8 8L3 11z M7.5 7.5h.01',
  pulse: 'M3 12h4l3-7 4 14 3-7h4',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}
