import * as React from 'react';
import { BadgeCheck } from 'lucide-react';
import type { ChromeLinkComponent } from '../app-chrome';
import { UserAvatar } from '../avatar';
import { Badge } from '../badge';
import { Card } from '../card';
import { cn } from '../lib/cn';
import { Price } from '../price';
import { Rating } from '../rating';
import { formatDistanceKm, initialsFromName } from './format';

export interface SitterCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  /** Display name, e.g. "Olivia N.". */
  name: string;
  photoUrl?: string | null;
  suburb: string;
  distanceKm?: number;
  headline?: string;
  /** Lowest price in integer cents (AUD), shown as "from $45 / night". */
  priceCents?: number;
  priceUnit?: string;
  /** Average rating 0–5; omit for a sitter without reviews. */
  rating?: number;
  reviewCount?: number;
  verified?: boolean;
  /** Where the card leads (the sitter's profile). */
  href: string;
  /** The app's router link; a plain <a> by default. */
  linkComponent?: ChromeLinkComponent;
  /** Heading level of the name, to fit the page outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

function PlainAnchor({
  href,
  className,
  children,
  ...props
}: {
  href: string;
  className?: string;
  children?: React.ReactNode;
  'data-slot'?: string;
}) {
  return (
    <a href={href} className={className} {...props}>
      {children}
    </a>
  );
}

/** A sitter in search results: photo, name, suburb and distance, headline, price, rating; the whole card links to the profile. */
export function SitterCard({
  name,
  photoUrl,
  suburb,
  distanceKm,
  headline,
  priceCents,
  priceUnit = '/ night',
  rating,
  reviewCount,
  verified = false,
  href,
  linkComponent: Link = PlainAnchor,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: SitterCardProps) {
  const { firstName, lastName } = initialsFromName(name);
  return (
    <Card
      asChild
      data-slot="sitter-card"
      data-verified={verified || undefined}
      padding="sm"
      className={cn(
        // Hover raises the card; pressing it (its link covers the card) nudges it down a pixel, as a Button.
        'pp:relative pp:flex-row pp:items-start pp:gap-4 pp:px-4 pp:transition-shadow pp:hover:shadow-md pp:active:translate-y-px',
        'pp:has-[a:focus-visible]:ring-2 pp:has-[a:focus-visible]:ring-ring pp:has-[a:focus-visible]:ring-offset-2 pp:has-[a:focus-visible]:ring-offset-background',
        className,
      )}
    >
      <article {...props}>
        {/* The photo repeats the name; hide it from screen readers. */}
        <div data-slot="sitter-card-photo" aria-hidden="true">
          <UserAvatar size="lg" src={photoUrl} firstName={firstName} lastName={lastName} alt={name} />
        </div>
        <div data-slot="sitter-card-body" className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-1">
          <div data-slot="sitter-card-title" className="pp:flex pp:flex-wrap pp:items-center pp:gap-2">
            <Heading data-slot="sitter-card-name" className="pp:text-base pp:leading-tight pp:font-semibold">
              <Link
                data-slot="sitter-card-link"
                href={href}
                className="pp:after:absolute pp:after:inset-0 pp:after:rounded-xl pp:focus-visible:outline-none pp:hover:underline"
              >
                {name}
              </Link>
            </Heading>
            {verified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            ) : null}
          </div>
          <p data-slot="sitter-card-location" className="pp:text-sm pp:text-muted-foreground">
            {suburb}
            {distanceKm !== undefined ? (
              <>
                <span data-slot="sitter-card-separator" aria-hidden="true">
                  {' '}
                  ·{' '}
                </span>
                <span data-slot="sitter-card-separator" className="pp:sr-only">
                  ,{' '}
                </span>
                {formatDistanceKm(distanceKm)}
              </>
            ) : null}
          </p>
          {headline ? (
            <p data-slot="sitter-card-headline" className="pp:line-clamp-2 pp:text-sm pp:text-foreground">
              {headline}
            </p>
          ) : null}
          <div
            data-slot="sitter-card-footer"
            className="pp:mt-1 pp:flex pp:flex-wrap pp:items-center pp:justify-between pp:gap-x-4 pp:gap-y-1"
          >
            {rating !== undefined ? (
              <Rating value={rating} reviewCount={reviewCount} showValue size="sm" />
            ) : (
              <span data-slot="sitter-card-no-reviews" className="pp:text-sm pp:text-muted-foreground">
                No reviews yet
              </span>
            )}
            {priceCents !== undefined ? <Price cents={priceCents} unit={priceUnit} from trimWholeDollars /> : null}
          </div>
        </div>
      </article>
    </Card>
  );
}
