/**
 * Rule ids of a decision table by their numbers, read from the model's XML: a refusal names rules by
 * number (1-based, as the table shows them) while the editor highlights them by id.
 */
export function ruleIdsAt(xml: string, decisionId: string, indexes: readonly number[]): string[] {
  const escaped = decisionId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const decision = new RegExp(`<(?:[\\w-]+:)?decision\\b[^>]*\\bid="${escaped}"[^>]*>([\\s\\S]*?)</(?:[\\w-]+:)?decision>`).exec(xml);
  if (!decision) return [];
  const ids = [...(decision[1] ?? '').matchAll(/<(?:[\w-]+:)?rule\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
  return indexes.flatMap((i) => (ids[i - 1] ? [ids[i - 1] as string] : []));
}
