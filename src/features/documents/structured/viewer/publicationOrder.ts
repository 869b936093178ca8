/** Orders publications oldest first (by creation, then by the save they froze): the comparison reads older → newer. */
export function olderFirst<T extends { createdAt: string; updateId: string }>(publications: readonly T[]): T[] {
  return [...publications].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(BigInt(a.updateId) - BigInt(b.updateId)));
}
