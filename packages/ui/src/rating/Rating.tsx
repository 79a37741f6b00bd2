'use client';

import * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { cn } from '../lib/cn';
import { RATING_MAX, formatRatingValue, ratingLabel, reviewCountLabel, roundToHalf, starFills, starLabel, type StarFill } from './stars';

export const RATING_SIZES = ['sm', 'default', 'lg'] as const;

export const ratingVariants = cva('pp:inline-flex pp:items-center pp:gap-1.5', {
  variants: {
    size: {
      sm: 'pp:text-xs pp:[&_[data-slot=rating-star]]:size-3.5 pp:[&_svg]:size-3.5',
      default: 'pp:text-sm pp:[&_[data-slot=rating-star]]:size-4 pp:[&_svg]:size-4',
      lg: 'pp:text-base pp:[&_[data-slot=rating-star]]:size-6 pp:[&_svg]:size-6',
    },
  },
  defaultVariants: { size: 'default' },
});

const starFillVariants = cva('pp:absolute pp:inset-y-0 pp:left-0 pp:overflow-hidden', {
  variants: { fill: { full: 'pp:w-full', half: 'pp:w-1/2', empty: 'pp:hidden' } },
});

const STAR_EMPTY = 'pp:text-muted-foreground/60';
const STAR_FILLED = 'pp:fill-warning pp:text-warning';

function StarGlyph({ fill }: { fill: StarFill }) {
  return (
    <span data-slot="rating-star" data-fill={fill} className="pp:relative pp:inline-block pp:shrink-0" aria-hidden="true">
      <Star className={cn('pp:absolute pp:inset-0', STAR_EMPTY)} />
      <span data-slot="rating-star-fill" className={starFillVariants({ fill })}>
        <Star className={STAR_FILLED} />
      </span>
    </span>
  );
}

export interface RatingProps extends Omit<React.ComponentProps<'div'>, 'children'>, VariantProps<typeof ratingVariants> {
  /** 0–5; shown to the nearest half star. */
  value: number;
  /** Shows "(128 reviews)" after the stars. */
  reviewCount?: number;
  /** Shows the number ("4.5") next to the stars. */
  showValue?: boolean;
}

/** A read-only star rating (stars to the nearest half), read as "4.5 out of 5", with an optional review count. */
export function Rating({ value, reviewCount, showValue = false, size, className, ...props }: RatingProps) {
  const rounded = roundToHalf(value);
  return (
    <div data-slot="rating" data-value={rounded} className={cn(ratingVariants({ size }), className)} {...props}>
      <span data-slot="rating-stars" role="img" aria-label={ratingLabel(value)} className="pp:inline-flex pp:items-center pp:gap-0.5">
        {starFills(value).map((fill, index) => (
          <StarGlyph key={index} fill={fill} />
        ))}
      </span>
      {showValue ? (
        <span data-slot="rating-value" aria-hidden="true" className="pp:font-semibold pp:text-foreground pp:tabular-nums">
          {formatRatingValue(value, { fixed: true })}
        </span>
      ) : null}
      {reviewCount !== undefined ? (
        <span data-slot="rating-review-count" className="pp:whitespace-nowrap pp:text-muted-foreground">
          ({reviewCountLabel(reviewCount)})
        </span>
      ) : null}
    </div>
  );
}

export interface RatingInputProps
  extends
    Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, 'value' | 'defaultValue' | 'onValueChange' | 'onChange'>,
    VariantProps<typeof ratingVariants> {
  /** Chosen stars (1–5), or null for none (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (stars: number) => void;
}

/**
 * A 1–5 star picker: a radio group, so Tab enters it and the arrow keys change the rating.
 *
 * Keyboard: a radio group: arrows change the rating, Tab leaves. Screen readers: each star is a
 * `radio` named "3 stars".
 */
export function RatingInput({
  value: valueProp,
  defaultValue = null,
  onChange,
  size,
  className,
  disabled,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...props
}: RatingInputProps) {
  const [uncontrolled, setUncontrolled] = React.useState<number | null>(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const [hovered, setHovered] = React.useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <RadioGroupPrimitive.Root
      data-slot="rating-input"
      aria-label={ariaLabel ?? (ariaLabelledby ? undefined : 'Rating')}
      aria-labelledby={ariaLabelledby}
      value={value === null ? '' : String(value)}
      onValueChange={(next) => {
        const stars = Number(next);
        setUncontrolled(stars);
        onChange?.(stars);
      }}
      disabled={disabled}
      className={cn(ratingVariants({ size }), 'pp:gap-0.5', className)}
      onPointerLeave={() => setHovered(null)}
      {...props}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const stars = index + 1;
        return (
          <RadioGroupPrimitive.Item
            key={stars}
            data-slot="rating-input-star"
            value={String(stars)}
            aria-label={starLabel(stars)}
            data-highlighted={stars <= shown || undefined}
            onPointerEnter={() => setHovered(disabled ? null : stars)}
            className={cn(
              'pp:rounded-sm pp:p-0.5 pp:transition-transform pp:disabled:cursor-not-allowed pp:disabled:opacity-50',
              'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-1 pp:focus-visible:ring-offset-background',
              // Hover grows the star; pressing shrinks it a little (as a checkbox or radio does).
              'pp:enabled:hover:scale-110 pp:enabled:active:scale-90',
            )}
          >
            <StarGlyph fill={stars <= shown ? 'full' : 'empty'} />
          </RadioGroupPrimitive.Item>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
