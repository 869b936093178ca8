// Which menu groups the user folded; kept in local storage so the menu looks the same after a reload.
export const COLLAPSED_GROUPS_KEY = 'osawl-menu-collapsed';

/** The stored list; anything unreadable counts as nothing folded. */
export function parseCollapsedGroups(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleCollapsedGroup(collapsed: readonly string[], groupId: string): string[] {
  return collapsed.includes(groupId) ? collapsed.filter((id) => id !== groupId) : [...collapsed, groupId];
}

export function readCollapsedGroups(): string[] {
  return parseCollapsedGroups(localStorage.getItem(COLLAPSED_GROUPS_KEY));
}

export function storeCollapsedGroups(collapsed: readonly string[]): void {
  localStorage.setItem(COLLAPSED_GROUPS_KEY, JSON.stringify(collapsed));
}
