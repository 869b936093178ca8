import { describe, expect, it } from 'vitest';
import type { ImportDetail } from '../../../realtime/protocol/imports';
import { applyStatusUpdate } from './useImportProgress';

const id = '00000000-0000-4000-8000-000000000001';
const detail: ImportDetail = {
  id,
  name: 'Заказы',
  source: 'csv',
  fileName: 'заказы.csv',
  classId: id,
  className: 'Заказ',
  ownerId: id,
  ownerName: 'Иван',
  status: 'running',
  progress: { done: 1000, total: 3000, rejected: 2 },
  imported: 998,
  message: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  endedAt: null,
  mapping: { Имя: 'name' },
  results: [],
};
const update = (status: ImportDetail['status'], done: number) => ({ userId: id, importId: id, importName: 'Заказы', status, progress: { done, total: 3000, rejected: 2 } });

describe('applyStatusUpdate', () => {
  it('moves the progress forward', () => {
    expect(applyStatusUpdate(detail, update('running', 1500)).progress.done).toBe(1500);
  });
  it('ignores a push overtaken by a fetch', () => {
    expect(applyStatusUpdate(detail, update('running', 500))).toBe(detail);
  });
  it('takes a new status whatever the count', () => {
    expect(applyStatusUpdate(detail, update('failed', 1000)).status).toBe('failed');
  });
  it('never goes back to queued from a later stage', () => {
    expect(applyStatusUpdate(detail, update('queued', 0))).toBe(detail);
    expect(applyStatusUpdate({ ...detail, status: 'completed' }, update('running', 3000)).status).toBe('completed');
  });
  it('keeps the imported count with the pushed numbers', () => {
    expect(applyStatusUpdate(detail, update('running', 2000)).imported).toBe(1998);
  });
});
