/** Issue 9: the admin console's SitterReviewQueue tab (its feature replaces this placeholder). */
export function SitterReviewQueue() {
  return null;
}
