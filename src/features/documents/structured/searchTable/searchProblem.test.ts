import { describe, expect, it } from 'vitest';
import { KnownApiError, UnknownApiError } from '../../../../api/apiFetch';
import { searchProblemOf } from './searchProblem';

describe('why a search is not shown', () => {
  it.each([403, 404])('%i: the reader may not read it', (status) => {
    expect(searchProblemOf(new KnownApiError('Недостаточно прав', status, 'POST semanticSearch/x/run'))).toEqual({ kind: 'unreadable' });
  });
  it('anything else keeps the server’s message', () => {
    expect(searchProblemOf(new KnownApiError('Свойство «Цена» удалено (столбец price)', 400, 'q'))).toEqual({ kind: 'failed', message: 'Свойство «Цена» удалено (столбец price)' });
    expect(searchProblemOf(new UnknownApiError('Нет связи с сервером', 0))).toEqual({ kind: 'failed', message: 'Нет связи с сервером' });
  });
});
