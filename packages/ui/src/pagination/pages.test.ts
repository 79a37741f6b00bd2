import { clampPage, getPaginationItems } from './pages';

describe('getPaginationItems', () => {
  it('lists every page when they all fit', () => {
    expect(getPaginationItems(1, 1)).toEqual([1]);
    expect(getPaginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing when there are no pages', () => {
    expect(getPaginationItems(1, 0)).toEqual([]);
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(getPaginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(getPaginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(getPaginationItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(getPaginationItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(getPaginationItems(6, 12)).toEqual([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 12]);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let page = 1; page <= 12; page += 1) {
      const items = getPaginationItems(page, 12);
      expect(items).toHaveLength(7);
      const numbers = items.filter((item): item is number => typeof item === 'number');
      for (let index = 1; index < items.length; index += 1) {
        if (typeof items[index] === 'string') {
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        }
      }
      expect(numbers).toContain(page);
    }
  });

  it('widens the window with more siblings', () => {
    expect(getPaginationItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(getPaginationItems(99, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3.7, 5)).toBe(3);
  });
});
