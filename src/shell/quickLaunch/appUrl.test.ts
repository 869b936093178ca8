import { describe, expect, it } from 'vitest';
import { appUrl } from './appUrl';

describe('appUrl', () => {
  it.each([
    ['/class_list', 'http://h:8080', '/', 'http://h:8080/class_list'],
    ['/class_list', 'https://h', '/onto/', 'https://h/onto/class_list'],
    ['/examp_list/c?inst=i', 'https://h', '/onto', 'https://h/onto/examp_list/c?inst=i'],
    ['/', 'https://h', '/onto/', 'https://h/onto/'],
  ])('%s under %s%s', (path, origin, base, expected) => {
    expect(appUrl(path, origin, base)).toBe(expected);
  });
});
