/** Whether `href` is the page at `currentPath` (or a page under it, e.g. /chat/42 under /chat). */
export function isCurrentPath(currentPath: string | undefined, href: string): boolean {
  if (!currentPath) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return path === href || path.startsWith(`${href}/`);
}
