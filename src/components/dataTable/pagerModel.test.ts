import { describe, expect, it, vi } from 'vitest';
import { pagerModel } from './pagerModel';

describe('the pager', () => {
  it('where it stands', () => {
    expect(pagerModel(30, 30, 75, () => undefined)).toMatchObject({ from: 31, to: 60, page: 1, pages: 3, canPrevious: true, canNext: true });
    expect(pagerModel(60, 30, 75, () => undefined)).toMatchObject({ from: 61, to: 75, page: 2, canNext: false });
    expect(pagerModel(0, 30, 0, () => undefined)).toMatchObject({ from: 0, to: 0, page: 0, pages: 1, canPrevious: false, canNext: false });
  });
  it('never moves before the first row', () => {
    const goTo = vi.fn();
    pagerModel(10, 30, 75, goTo).goTo(-20);
    expect(goTo).toHaveBeenCalledWith(0);
  });
});
