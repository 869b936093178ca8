/**
 * The list with the item added at the end or taken out: as `on` says (a checkbox's new state),
 * otherwise whichever it is not yet. The rest keep their order; the list given is left alone.
 */
export function toggleItem<T>(list: readonly T[], item: T, on: boolean = !list.includes(item)): T[] {
  if (!on) return list.filter((x) => x !== item);
  return list.includes(item) ? [...list] : [...list, item];
}
