/** Issue 9: the admin console's ReportsQueue tab (its feature replaces this placeholder). */
export function ReportsQueue() {
  return null;
}
