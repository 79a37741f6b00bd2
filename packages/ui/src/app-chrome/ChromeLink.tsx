import type * as React from 'react';
import { isServerHref } from './nav-links';
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
}

/** Renders `href` through the app's link component, except API hrefs, which stay plain anchors. */
export function ChromeLink({ linkComponent: Link = PlainLink, href, ...props }: ChromeLinkRenderProps & Record<string, unknown>) {
  if (isServerHref(href)) return <PlainLink href={href} {...props} />;
  return <Link href={href} {...props} />;
}
