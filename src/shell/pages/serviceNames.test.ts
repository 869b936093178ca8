import { describe, expect, it } from 'vitest';
import ru from '../../i18n/locales/parts/pages.ru.json';
import en from '../../i18n/locales/parts/pages.en.json';
import { serviceNameKey, serviceStatusKey, showsProblem } from './serviceNames';

const text = (part: Record<string, unknown>, key: string | null): unknown => (key === null ? null : key.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], part));

describe('the services in people\'s words', () => {
  it.each<[string, string, string]>([
    ['database', 'База данных', 'Database'],
    ['redis', 'Redis: обмен данными между серверами', 'Redis: data exchange between servers'],
    ['hub', 'Обновления в реальном времени', 'Live updates'],
    ['hub-redis', 'Обновления в реальном времени между серверами', 'Live updates between servers'],
    ['relay', 'Совместное редактирование документов', 'Joint document editing'],
    ['test-override', 'Тестовый режим', 'Test mode'],
  ])('%s → «%s» / "%s"', (service, russian, english) => {
    expect(text(ru, serviceNameKey(service))).toBe(russian);
    expect(text(en, serviceNameKey(service))).toBe(english);
  });
  it('an unknown service has no name of ours', () => expect(serviceNameKey('mail')).toBeNull());
  it.each<[string, string, string]>([
    ['GREEN', 'работает', 'working'],
    ['YELLOW', 'работает с ограничениями', 'working with limitations'],
    ['RED', 'не работает', 'not working'],
    ['PURPLE', 'неизвестно', 'unknown'],
  ])('status %s → «%s» / "%s"', (status, russian, english) => {
    expect(text(ru, serviceStatusKey(status))).toBe(russian);
    expect(text(en, serviceStatusKey(status))).toBe(english);
  });
  it('only a service that is down shows a reason', () => {
    expect(showsProblem('RED')).toBe(true);
    expect(showsProblem('GREEN')).toBe(false);
  });
});
