import { describe, expect, it } from 'vitest';
import ru from '../../../i18n/locales/parts/rights.ru.json';
import en from '../../../i18n/locales/parts/rights.en.json';
import type { EditRightsAnswer } from '../../../../realtime/protocol/ontology/rights';
import { readOnlyReason, type ReadOnlyPlace } from './readOnlyReason';

const nothing: EditRightsAnswer = { all: false, maps: [], reason: 'no rights' };
const someMaps: EditRightsAnswer = { all: false, maps: [{ id: 'map-a', name: 'pizza' }], reason: null };
const everything: EditRightsAnswer = { all: true, maps: [], reason: null };

describe('readOnlyReason', () => {
  it.each<[string, EditRightsAnswer | null, ReadOnlyPlace, string | null]>([
    ['unknown rights yet', null, {}, null],
    ['may change everything', everything, { mapId: 'map-b' }, null],
    ['edits nothing', nothing, { mapId: 'map-a' }, 'nothing'],
    ['a list, some maps', someMaps, {}, 'someMaps'],
    ['a map it edits', someMaps, { mapId: 'map-a' }, null],
    ['a map it does not edit', someMaps, { mapId: 'map-b' }, 'map'],
    ['an entity it may change', someMaps, { entityReadOnly: false }, null],
    ['an entity it may not change', someMaps, { entityReadOnly: true }, 'entity'],
  ])('%s', (_case, rights, place, key) => {
    expect(readOnlyReason(rights, place)?.key ?? null).toBe(key);
  });

  it('names the maps it edits', () => {
    expect(readOnlyReason(someMaps, {})?.values).toEqual({ maps: '«pizza»' });
  });

  // the notice reads «Только чтение. <reason>»: a reason that starts with the title says it twice
  it.each([
    ['ru', ru],
    ['en', en],
  ])('in %s, every notice says its title once', (_lang, part) => {
    const { title, ...reasons } = part.readOnly;
    for (const [key, reason] of Object.entries(reasons)) {
      const notice = `${title}. ${reason}`.toLowerCase();
      expect(notice.split(title.toLowerCase()).length - 1, key).toBe(1);
    }
  });
});
