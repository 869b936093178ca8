import { describe, expect, it } from 'vitest';
import { mapsOfEntity, nearestMaps } from './entityMaps';

describe('mapsOfEntity', () => {
  const anchors = new Map([
    ['Person', ['people']],
    ['Firm', ['business', 'people']],
  ]);
  it.each([
    ['placed on maps: those, whatever it is built from', { own: ['b', 'a'], isMap: false, anchors: ['Person'] }, ['a', 'b']],
    ['a map belongs to itself', { own: [], isMap: true, anchors: [] }, ['self']],
    ['an individual of a placed class', { own: [], isMap: false, anchors: ['Person'] }, ['people']],
    ['several anchors: all their maps', { own: [], isMap: false, anchors: ['Person', 'Firm'] }, ['business', 'people']],
    ['anchors placed nowhere: no map', { own: [], isMap: false, anchors: ['Unplaced'] }, []],
    ['nothing at all', { own: [], isMap: false, anchors: [] }, []],
  ])('%s', (_name, placement, expected) => {
    expect(mapsOfEntity('self', placement, anchors)).toEqual(expected);
  });
});

describe('nearestMaps', () => {
  it('keeps the maps of the nearest placed ancestors only', () => {
    const rows = [
      { descendant: 'Student', depth: 2, map: 'general' },
      { descendant: 'Student', depth: 1, map: 'people' },
      { descendant: 'Student', depth: 1, map: 'school' },
      { descendant: 'Person', depth: 0, map: 'people' },
      { descendant: 'Person', depth: 1, map: 'general' },
    ];
    expect(nearestMaps(rows)).toEqual(
      new Map([
        ['Student', ['people', 'school']],
        ['Person', ['people']],
      ]),
    );
  });
});
