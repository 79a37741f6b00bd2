'use client';

import * as React from 'react';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import type { ChromeLinkComponent } from '../app-chrome';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { clampPage, getPaginationItems } from './pages';

export interface PaginationProps extends Omit<React.ComponentProps<'nav'>, 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** Called with the page the person asked for (buttons, or links when `getHref` is set). */
  onPageChange?: (page: number) => void;
  /** Link-based paging: render links to these hrefs instead of buttons (crawlable, shareable). */
  getHref?: (page: number) => string;
  /** The app's router link for `getHref` mode; a plain <a> by default. */
  linkComponent?: ChromeLinkComponent;
  /** Pages shown each side of the current one (default 1). */
  siblingCount?: number;
}

function PlainAnchor(props: React.ComponentProps<'a'>) {
  return <a {...props} />;
}

/**
 * Previous / numbered pages with ellipses / Next, in a nav labelled "Pagination".
 *
 * Keyboard: every page is a button or link in the Tab order. Screen readers: a `navigation`
 * landmark named Pagination; the current page has `aria-current="page"`, numbers read as "Page 2".
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  linkComponent,
  siblingCount = 1,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  const items = getPaginationItems(page, pageCount, siblingCount);
  if (items.length === 0) return null;
  const current = clampPage(page, pageCount);
  const Link = (linkComponent ?? PlainAnchor) as React.ComponentType<Record<string, unknown>>;

  function control(target: number, content: React.ReactNode, extra: { className?: string; isCurrent?: boolean; disabled?: boolean }) {
    const classes = cn(
      buttonVariants({ variant: extra.isCurrent ? 'outline' : 'ghost', size: 'sm' }),
      'pp:min-w-9 pp:px-2.5',
      extra.className,
    );
    if (extra.disabled) {
      if (getHref) {
        // A link to nowhere is not a link: show the text, announce it as unavailable.
        return (
          <span data-slot="pagination-link" role="link" aria-disabled="true" className={classes}>
            {content}
          </span>
        );
      }
      return (
        <button data-slot="pagination-button" type="button" disabled className={classes}>
          {content}
        </button>
      );
    }
    if (getHref) {
      return (
        <Link
          data-slot="pagination-link"
          href={getHref(target)}
          className={classes}
          aria-current={extra.isCurrent ? 'page' : undefined}
          onClick={onPageChange ? () => onPageChange(target) : undefined}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        data-slot="pagination-button"
        type="button"
        className={classes}
        aria-current={extra.isCurrent ? 'page' : undefined}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  }

  return (
    <nav data-slot="pagination" aria-label={ariaLabel} className={cn('pp:flex pp:justify-center', className)} {...props}>
      <ul data-slot="pagination-list" className="pp:flex pp:flex-wrap pp:items-center pp:gap-1">
        <li data-slot="pagination-item">
          {control(
            current - 1,
            <>
              <ChevronLeft aria-hidden="true" />
              <span data-slot="pagination-label" className="pp:max-sm:sr-only">
                Previous
              </span>
            </>,
            { disabled: current <= 1, className: 'pp:gap-1 pp:pl-2' },
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item} data-slot="pagination-item" data-page={item}>
              {control(
                item,
                <>
                  <span data-slot="pagination-label" className="pp:sr-only">
                    {'Page '}
                  </span>
                  {item}
                </>,
                { isCurrent: item === current },
              )}
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="pp:flex pp:size-9 pp:items-center pp:justify-center pp:text-muted-foreground"
            >
              <Ellipsis className="pp:size-4" />
            </li>
          ),
        )}
        <li data-slot="pagination-item">
          {control(
            current + 1,
            <>
              <span data-slot="pagination-label" className="pp:max-sm:sr-only">
                Next
              </span>
              <ChevronRight aria-hidden="true" />
            </>,
            { disabled: current >= pageCount, className: 'pp:gap-1 pp:pr-2' },
          )}
        </li>
      </ul>
    </nav>
  );
}
