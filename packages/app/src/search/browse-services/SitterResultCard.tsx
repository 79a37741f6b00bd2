import type { SitterSearchResult } from '@pawpal/contract';
import { SitterCard } from '@pawpal/ui';
import { unitSuffix } from '../../data/sitters';
import { RouterLink } from '../../screen/RouterLink';

/** A search result as a SitterCard: the whole card links to `href` (the profile, or the booking form). */
export function SitterResultCard({ sitter, href }: { sitter: SitterSearchResult; href: string }) {
  return (
    <SitterCard
      name={`${sitter.firstName} ${sitter.lastInitial}.`}
      photoUrl={sitter.photoUrl ?? sitter.avatarUrl}
      suburb={`${sitter.suburb} ${sitter.state}`}
      distanceKm={sitter.distanceKm ?? undefined}
      headline={sitter.headline}
      priceCents={sitter.priceFromCents ?? undefined}
      priceUnit={sitter.priceUnit ? unitSuffix(sitter.priceUnit) : undefined}
      rating={sitter.rating ?? undefined}
      reviewCount={sitter.reviewCount}
      href={href}
      linkComponent={RouterLink}
    />
  );
}
