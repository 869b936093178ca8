/**
 * Objects with the same row are indistinguishable in the lattice: clarifying them into one
 * (Ganter & Wille, def. 23) gives an isomorphic lattice, and the algorithms then do the work once
 * per distinct row instead of once per object. Classes are numbered in order of their first
 * object, so an extent's classes, read in object order at each class's first object, ascend.
 */
export type ObjectClasses = {
  count: number;
  /** Per class, its first object. */
  first: Int32Array;
  /** Per object, its class when it is its class's first object, else −1. */
  leading: Int32Array;
  /** Class c's objects: members[offsets[c] … offsets[c + 1]), ascending. */
  members: Int32Array;
  offsets: Int32Array;
};

export function clarifyObjects(rows: readonly Uint32Array[]): ObjectClasses {
  const byRow = new Map<string, number>();
  const classOf = new Int32Array(rows.length);
  const first: number[] = [];
  const leading = new Int32Array(rows.length).fill(-1);
  rows.forEach((row, g) => {
    const key = row.join(',');
    let c = byRow.get(key);
    if (c === undefined) {
      c = first.length;
      byRow.set(key, c);
      first.push(g);
      leading[g] = c;
    }
    classOf[g] = c;
  });
  const count = first.length;
  const offsets = new Int32Array(count + 1);
  for (let g = 0; g < rows.length; g++) offsets[classOf[g]! + 1]!++;
  for (let c = 0; c < count; c++) offsets[c + 1]! += offsets[c]!;
  const fill = offsets.slice(0, count);
  const members = new Int32Array(rows.length);
  for (let g = 0; g < rows.length; g++) members[fill[classOf[g]!]!++] = g;
  return { count, first: Int32Array.from(first), leading, members, offsets };
}
