import type { ChromeLinkProps } from '@pawpal/ui';
import type * as React from 'react';
import { Link } from 'react-router-dom';

export type RouterLinkProps = ChromeLinkProps & Omit<React.ComponentProps<'a'>, keyof ChromeLinkProps>;

/** True for the API's paths (/api, /api/..., /api?...), which the browser loads from the server. */
function isApiPath(href: string): boolean {
  return href === '/api' || href.startsWith('/api/') || href.startsWith('/api?');
}

/** True for paths the SPA router owns: same-origin paths that are not /api/* (sign in, sign up, log out). */
export function isRouterPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !isApiPath(href);
}

/**
 * The chrome's link component: a router Link for app paths, and a plain anchor (a real page
 * load) for /api/*, other origins and mailto:/tel:. Extra props (Radix menu item role,
 * tabIndex, handlers, ref) pass through.
 */
export function RouterLink({ href, ...props }: RouterLinkProps) {
  if (!isRouterPath(href)) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}
