import { describe, expect, it } from 'vitest';
import { mapRightsRequest, mapRightsToForm, withMapRight } from './mapRightsForm';

const PIZZA = '0000aa00-0000-4000-8000-000000000001';
const DEMO = '0000de00-0000-4000-8000-000000000401';

describe('the user dialog\'s rights on maps', () => {
  const original = mapRightsToForm({ maps: [{ mapId: PIZZA, name: 'pizza', right: 'reader' }] });

  it('reads the rights held', () => {
    expect(original).toEqual({ [PIZZA]: 'reader' });
  });

  it('sends nothing when nothing changed, even after a change undone', () => {
    expect(mapRightsRequest(original, original)).toBeNull();
    expect(mapRightsRequest(withMapRight(withMapRight(original, DEMO, 'editor'), DEMO, null), original)).toBeNull();
  });

  it('sends every right the user is to hold', () => {
    const edited = withMapRight(withMapRight(original, DEMO, 'editor'), PIZZA, 'editor');
    expect(mapRightsRequest(edited, original)).toEqual({ maps: [{ mapId: PIZZA, right: 'editor' }, { mapId: DEMO, right: 'editor' }] });
  });

  it('sends an empty list when the last right is taken back', () => {
    expect(mapRightsRequest(withMapRight(original, PIZZA, null), original)).toEqual({ maps: [] });
  });
});
