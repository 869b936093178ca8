import { describe, expect, it } from 'vitest';
import { baseName, readUploadedContext, uploadFormat } from './fcaUpload';

describe('uploads of contexts', () => {
  it('tells the format by the extension, else by the Burmeister header', () => {
    expect(uploadFormat('a.CXT', ';x')).toBe('cxt');
    expect(uploadFormat('a.csv', 'B\n')).toBe('csv');
    expect(uploadFormat('context', 'B\r\n\r\n1\r\n1\r\n')).toBe('cxt');
    expect(uploadFormat('table.txt', ';x;y\n')).toBe('csv');
  });

  it('names an entry after its file', () => {
    expect(baseName('живые существа.cxt')).toBe('живые существа');
    expect(baseName('.cxt')).toBe('.cxt');
  });

  it('refuses a malformed file naming its line, in Russian', () => {
    const bad = readUploadedContext('B\n\n2\n2\n\na\nb\nx\ny\nX.\nX\n', 'cxt');
    expect(bad).toMatchObject({ line: 11 });
    expect('problem' in bad && bad.problem.message).toBe('Строка 11: длина строки не равна числу признаков (ожидалось 2, найдено 1)');
    expect(readUploadedContext('  \n', 'csv')).toMatchObject({ problem: { message: 'Файл пуст' } });
    expect(readUploadedContext('B\n\n1\n1\n\na\nx\nX\n', 'cxt')).toEqual({ context: { objects: ['a'], attributes: ['x'], incidence: [[0]] } });
  });
});
