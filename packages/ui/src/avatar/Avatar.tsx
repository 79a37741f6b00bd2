'use client';

import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { UserRound } from 'lucide-react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** Avatar sizes. */
export const avatarVariants = cva('pp:relative pp:flex pp:shrink-0 pp:overflow-hidden pp:rounded-full', {
  variants: {
    size: {
      sm: 'pp:size-8 pp:text-xs',
      default: 'pp:size-10 pp:text-sm',
      lg: 'pp:size-14 pp:text-lg',
    },
  },
  defaultVariants: { size: 'default' },
});

export type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>['size']>;

/** The avatar frame (Radix Avatar root). */
export function Avatar({
  className,
  size,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" data-size={size ?? 'default'} className={cn(avatarVariants({ size }), className)} {...props} />
  );
}

/** The avatar picture; shown only once it has loaded. */
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image data-slot="avatar-image" className={cn('pp:aspect-square pp:size-full pp:object-cover', className)} {...props} />
  );
}

/** What shows while the picture is missing, loading or broken. */
export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'pp:flex pp:size-full pp:items-center pp:justify-center pp:rounded-full pp:bg-muted pp:font-medium pp:text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** Initials of the first and last name ("Olivia Nguyen" → "ON"); empty when both are missing. */
export function getInitials(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** "Olivia Nguyen", or one of the names, or an empty string. */
export function getFullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

export interface UserAvatarProps
  extends Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'>, VariantProps<typeof avatarVariants> {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Accessible name; defaults to the full name, else "User". */
  alt?: string;
}

/** A person's picture, falling back to their initials (or a user icon) when missing or broken. */
export function UserAvatar({ src, firstName, lastName, alt, size, ...props }: UserAvatarProps) {
  const name = alt ?? (getFullName(firstName, lastName) || 'User');
  const initials = getInitials(firstName, lastName);
  const handleStatus = React.useCallback(
    (status: 'idle' | 'loading' | 'loaded' | 'error') => {
      if (status === 'error') console.warn(`Avatar image failed to load, showing initials instead: ${src}`);
    },
    [src],
  );
  return (
    <Avatar size={size} {...props}>
      {src ? <AvatarImage src={src} alt={name} onLoadingStatusChange={handleStatus} /> : null}
      <AvatarFallback role="img" aria-label={name} data-initials={initials || undefined}>
        {initials ? (
          // Drawn by CSS rather than as text: the initials are a picture of the person, not a label,
          // so a button around the avatar ("Open user menu") keeps its visible label in its name.
          <span
            aria-hidden="true"
            data-slot="avatar-initials"
            data-initials={initials}
            className="pp:before:content-[attr(data-initials)]"
          />
        ) : (
          <UserRound aria-hidden="true" className="pp:size-1/2" />
        )}
      </AvatarFallback>
    </Avatar>
  );
}
