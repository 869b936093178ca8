import { describe, expect, it } from 'vitest';
import { PHYSICS_DEFAULTS } from '../network/networkPhysics';
import { DEFAULT_GRAPH_SETTINGS, graphSettingsText, parseGraphSettings, withClass, withProperty } from './graphSettings';

describe('parseGraphSettings', () => {
  it.each([
    ['nothing', null],
    ['bad JSON', '{'],
    ['null', 'null'],
    ['an empty object', '{}'],
  ])('%s gives the defaults', (_name, text) => {
    expect(parseGraphSettings(text)).toEqual(DEFAULT_GRAPH_SETTINGS);
  });
  it('keeps what is valid and defaults the rest field by field', () => {
    const settings = parseGraphSettings(JSON.stringify({ level: 'instance', classes: [{ id: 'c1', name: 'Сотрудник' }], properties: 'all', subclassEdges: 'yes', physics: { springLength: 80 } }));
    expect(settings).toEqual({
      level: 'instance',
      classes: [{ id: 'c1', name: 'Сотрудник', subclasses: false, filter: '' }],
      properties: [],
      subclassEdges: true,
      linkedOutside: true,
      physics: { ...PHYSICS_DEFAULTS, springLength: 80 },
    });
  });
  it('round-trips', () => {
    const settings = withProperty(withClass(DEFAULT_GRAPH_SETTINGS, { id: 'c', name: 'C' }), { id: 'p', name: 'P' });
    expect(parseGraphSettings(graphSettingsText(settings))).toEqual(settings);
  });
  it('adds a class or a property once', () => {
    const once = withClass(DEFAULT_GRAPH_SETTINGS, { id: 'c', name: 'C' });
    expect(withClass(once, { id: 'c', name: 'C' })).toBe(once);
    const prop = withProperty(once, { id: 'p', name: 'P' });
    expect(withProperty(prop, { id: 'p', name: 'P' }).properties).toHaveLength(1);
  });
});
