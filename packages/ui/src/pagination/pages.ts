/** One slot in the pagination row: a page number, or an ellipsis standing for skipped pages. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page numbers to show: always the first and last page, the current page with
 * `siblingCount` neighbours each side, and an ellipsis for each skipped run. An ellipsis never
 * stands for a single page (that page is shown instead), so the row keeps a constant length.
 *
 *   getPaginationItems(6, 12) → [1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 12]
 */
export function getPaginationItems(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = clampPage(page, count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  // first + last + current + 2 × siblings + 2 ellipses
  const slots = 5 + 2 * siblings;
  if (count <= slots) return range(1, count);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const showStart = left > 3;
  const showEnd = right < count - 2;
  const edgeRun = slots - 2; // pages shown on one side when the other side has no ellipsis

  if (!showStart && showEnd) return [...range(1, edgeRun), 'end-ellipsis', count];
  if (showStart && !showEnd) return [1, 'start-ellipsis', ...range(count - edgeRun + 1, count)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', count];
}

/** A whole page number within 1…pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.floor(page), 1), Math.max(1, Math.floor(pageCount)));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
