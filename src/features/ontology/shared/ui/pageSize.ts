/** Page size options of platform spec §9: computed from the height, 30, 50, 100 (0 stands for computed). */
export const PAGE_SIZES = [0, 30, 50, 100] as const;

/** Rows that fit the window: rows 48 px, header 32, margins 60 and 48 (platform spec §9). */
export function computedPageSize(height: number): number {
  return Math.max(5, Math.floor((height - 32 - 60 - 48) / 48));
}

export function effectivePageSize(choice: number, height: number): number {
  return choice === 0 ? computedPageSize(height) : choice;
}
