import { availabilityFreshness, type SitterSearchResult } from '@pawpal/contract';
import { SitterCard } from '@pawpal/ui';
import { unitSuffix } from '../data/sitters';
import { RouterLink } from '../screen/RouterLink';
import { imageVariantUrl } from './images';
import { TrustBadges } from './TrustBadges';

/**
 * A search result as a SitterCard: the whole card links to `href` (the profile, or the booking
 * form). The sitter's badges with their dates sit along the card's bottom edge (the ui card's
 * own "Verified" flag is not used: it cannot say what was checked or until when).
 */
export function SitterResultCard({ sitter, href }: { sitter: SitterSearchResult; href: string }) {
  const badges = sitter.badges ?? [];
  const rows = badges.length + (sitter.reliable ? 1 : 0);
  // The badges are placed over the card's bottom edge, so the box they are placed in is the card's
  // alone: the freshness line below the card is outside it (inside, the badges sat on the card's
  // border and the line under them looked like part of the next card).
  return (
    <div>
      <div className="relative">
        <SitterCard
          name={`${sitter.firstName} ${sitter.lastInitial}.`}
          // The card's photo is at most 64 px wide: a 160 px WebP covers a 2.5x screen.
          photoUrl={photoOf(sitter)}
          suburb={`${sitter.suburb} ${sitter.state}`}
          distanceKm={sitter.distanceKm ?? undefined}
          headline={sitter.headline}
          priceCents={sitter.priceFromCents ?? undefined}
          priceUnit={sitter.priceUnit ? unitSuffix(sitter.priceUnit) : undefined}
          rating={sitter.rating ?? undefined}
          reviewCount={sitter.reviewCount}
          href={href}
          linkComponent={RouterLink}
          className={rows > 1 ? 'pb-16' : rows === 1 ? 'pb-10' : undefined}
        />
        <TrustBadges badges={badges} reliable={sitter.reliable} className="pointer-events-none absolute right-4 bottom-3 left-4" />
      </div>
      <Freshness confirmedAt={sitter.availabilityConfirmedAt ?? null} />
    </div>
  );
}

/** "Availability confirmed 3 days ago" under the card (nothing before the first count). */
function Freshness({ confirmedAt }: { confirmedAt: string | null }) {
  const text = availabilityFreshness(confirmedAt, new Date());
  return text ? <p className="mt-1 px-1 text-xs text-muted-foreground">{text}</p> : null;
}

function photoOf(sitter: SitterSearchResult): string | null {
  const url = sitter.photoUrl ?? sitter.avatarUrl;
  return url ? imageVariantUrl(url, 160) : null;
}
