import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertDocumentId, VIEWER_DISPOSE_DELAY_MS, VIEWER_MESSAGES, ViewerRegistry } from './viewerRegistry';

const moduleNamed = (name: string) => ({ name, dispose: vi.fn() });

describe('ViewerRegistry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['no id', undefined],
    ['null', null],
    ['an empty id', ''],
  ])('refuses a viewer with %s', (_name, id) => {
    expect(() => new ViewerRegistry<ReturnType<typeof moduleNamed>>().register(id, () => moduleNamed('x'))).toThrow('Не задан идентификатор экземпляра вьювера!');
  });

  it('refuses an id registered twice with the spec message', () => {
    const registry = new ViewerRegistry<ReturnType<typeof moduleNamed>>();
    registry.register('v1', () => moduleNamed('a'));
    expect(() => registry.register('v1', () => moduleNamed('b'))).toThrow('Вьювер с идентификатором v1 уже зарегистрирован!');
  });

  it('disposes and unregisters 3 s after close, not before', () => {
    const registry = new ViewerRegistry<ReturnType<typeof moduleNamed>>();
    const module = registry.register('v1', () => moduleNamed('a'));
    registry.close('v1');
    vi.advanceTimersByTime(VIEWER_DISPOSE_DELAY_MS - 1);
    expect(module.dispose).not.toHaveBeenCalled();
    expect(registry.isRegistered('v1')).toBe(true);
    expect(registry.isOpen('v1')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(module.dispose).toHaveBeenCalledTimes(1);
    expect(registry.isRegistered('v1')).toBe(false);
    // the id is free again: a new module is made
    const next = registry.register('v1', () => moduleNamed('b'));
    expect(next.name).toBe('b');
  });

  it('takes back a closing viewer with its module, which is then not disposed', () => {
    const registry = new ViewerRegistry<ReturnType<typeof moduleNamed>>();
    const first = registry.register('v1', () => moduleNamed('a'));
    registry.close('v1');
    vi.advanceTimersByTime(1000);
    const again = registry.register('v1', () => moduleNamed('b'));
    expect(again).toBe(first);
    vi.advanceTimersByTime(VIEWER_DISPOSE_DELAY_MS * 2);
    expect(first.dispose).not.toHaveBeenCalled();
    expect(registry.isOpen('v1')).toBe(true);
  });

  it('closing twice or closing an unknown id changes nothing', () => {
    const registry = new ViewerRegistry<ReturnType<typeof moduleNamed>>();
    const module = registry.register('v1', () => moduleNamed('a'));
    registry.close('v1');
    registry.close('v1');
    registry.close('nobody');
    vi.advanceTimersByTime(VIEWER_DISPOSE_DELAY_MS);
    expect(module.dispose).toHaveBeenCalledTimes(1);
  });

  it('exposes the spec messages', () => {
    expect(VIEWER_MESSAGES.duplicateViewer('abc')).toBe('Вьювер с идентификатором abc уже зарегистрирован!');
  });
});

describe('assertDocumentId', () => {
  it.each([[undefined], [null], ['']])('refuses %j', (id) => {
    expect(() => assertDocumentId(id)).toThrow('Не задан идентификатор документа!');
  });
  it('accepts an id', () => {
    expect(() => assertDocumentId('d1')).not.toThrow();
  });
});
