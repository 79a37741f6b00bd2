import type * as React from 'react';
import { fn } from 'storybook/test';
import type { ChromeLinkProps, ChromeUser } from './types';

/** Records router navigations in stories instead of leaving the story iframe. */
export const navigate = fn().mockName('navigate');

/** A stand-in for the app's router link: an <a> that reports its href to `navigate`. */
export function StoryLink({ href, onClick, ...props }: ChromeLinkProps & Omit<React.ComponentProps<'a'>, 'onClick'> & { onClick?: (event?: React.MouseEvent) => void }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
    />
  );
}

export const OLIVIA: ChromeUser = {
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'olivia.nguyen@example.com',
  profileImageUrl: null,
};

export const JACK_SITTER: ChromeUser = {
  firstName: 'Jack',
  lastName: 'Taylor',
  email: 'jack.taylor@example.com',
  profileImageUrl: null,
};
