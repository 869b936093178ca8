import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MAX_CHARS, isMaintenanceChange, maintenanceRequest } from './maintenanceChange';
import { maintenanceModeSchema } from '../../../realtime/protocol/shell/maintenance';
import ru from '../../i18n/locales/parts/maintenance.ru.json';
import en from '../../i18n/locales/parts/maintenance.en.json';

describe('maintenanceRequest', () => {
  it.each([
    [true, '  Работы до 18:00 ', { enabled: true, message: 'Работы до 18:00' }],
    [true, '', { enabled: true, message: '' }],
    [false, 'Работы до 18:00', { enabled: false, message: 'Работы до 18:00' }],
  ])('%s %j', (enabled, text, expected) => {
    expect(maintenanceRequest(enabled, text)).toEqual(expected);
  });

  it('always gives a body the server accepts', () => {
    const body = maintenanceRequest(true, 'x'.repeat(ANNOUNCEMENT_MAX_CHARS + 10));
    expect(maintenanceModeSchema.safeParse(body).success).toBe(true);
  });
});

describe('isMaintenanceChange', () => {
  const on = (message: string) => ({ enabled: true, message });
  const off = (message: string) => ({ enabled: false, message });
  it.each([
    ['switch on', off(''), on(''), true],
    ['switch off', on('a'), off('a'), true],
    ['new announcement while on', on('a'), on('b'), true],
    ['same announcement while on', on('a'), on('a'), false],
    ['text edited while staying off', off('a'), off('b'), false],
  ])('%s', (_name, current, next, expected) => {
    expect(isMaintenanceChange(current, next)).toBe(expected);
  });
});

describe('maintenance strings', () => {
  it('Russian and English have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });
});
