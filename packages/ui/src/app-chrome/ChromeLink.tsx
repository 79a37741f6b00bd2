import type * as React from 'react';
import type { ChromeLinkComponent, ChromeLinkProps } from './types';

/** The default link: a plain anchor (full page navigation). */
export function PlainLink({ href, children, ...props }: ChromeLinkProps & React.ComponentProps<'a'>) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

export interface ChromeLinkRenderProps extends ChromeLinkProps {
  linkComponent?: ChromeLinkComponent;
  /** Render a plain anchor (a full page load) instead of the app's link component. */
  reloadDocument?: boolean;
}

/** Renders `href` through the app's link component, or as a plain anchor when `reloadDocument`. */
export function ChromeLink({
  linkComponent: Link = PlainLink,
  reloadDocument = false,
  href,
  ...props
}: ChromeLinkRenderProps & Record<string, unknown>) {
  if (reloadDocument) return <PlainLink href={href} {...props} />;
  return <Link href={href} {...props} />;
}
