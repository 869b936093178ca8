import { describe, expect, it } from 'vitest';
import type { FormalContextWire } from '../../../../realtime/protocol/fca';
import { addAttribute, addObject, deleteAttribute, deleteObject, freeName, incidenceLookup, renameAttribute, renameObject, toggleCell } from './contextEdits';

const ctx: FormalContextWire = { objects: ['лягушка', 'щука'], attributes: ['живёт в воде', 'дышит воздухом', 'имеет плавники'], incidence: [[0, 1], [0, 2]] };

describe('context edits', () => {
  it('toggles a cell on and off, keeping the row sorted', () => {
    const on = toggleCell(ctx, 0, 2);
    expect(on.incidence[0]).toEqual([0, 1, 2]);
    expect(toggleCell(on, 0, 1).incidence[0]).toEqual([0, 2]);
    expect(ctx.incidence[0]).toEqual([0, 1]);
  });
  it('adds and renames objects and attributes', () => {
    const more = addAttribute(addObject(ctx, 'кит'), 'млекопитающее');
    expect(more.objects).toEqual(['лягушка', 'щука', 'кит']);
    expect(more.incidence[2]).toEqual([]);
    expect(renameObject(more, 2, 'синий кит').objects[2]).toBe('синий кит');
    expect(renameAttribute(more, 3, 'зверь').attributes[3]).toBe('зверь');
  });
  it('deletes an object with its row', () => {
    expect(deleteObject(ctx, 0)).toEqual({ objects: ['щука'], attributes: ctx.attributes, incidence: [[0, 2]] });
  });
  it('deletes an attribute and renumbers the ones after it', () => {
    expect(deleteAttribute(ctx, 1)).toEqual({ objects: ctx.objects, attributes: ['живёт в воде', 'имеет плавники'], incidence: [[0], [0, 1]] });
  });
  it('looks cells up', () => {
    const has = incidenceLookup(ctx);
    expect([has(0, 0), has(0, 2), has(1, 2)]).toEqual([true, false, true]);
  });
  it('finds a free name', () => {
    expect(freeName(['Объект', 'Объект 2'], 'Объект')).toBe('Объект 3');
    expect(freeName([], 'Объект')).toBe('Объект');
  });
});
