import { type Badge as TrustBadge } from '@pawpal/contract';
import { Badge, cn } from '@pawpal/ui';
import { BadgeCheck, ShieldCheck, Timer } from 'lucide-react';
import { badgeText } from '../data/verifications';

/** The "Reliable sitter" tier's label (docs/reliability.md). */
export const RELIABLE_BADGE_LABEL = 'Reliable sitter';

/**
 * A sitter's badges with their dates (docs/trust.md): "ID verified · checked 12 Nov 2026",
 * "Police checked · valid until 24 Nov 2027", and "Reliable sitter" while they hold the tier.
 * Nothing when the sitter has none.
 */
export function TrustBadges({
  badges,
  reliable = false,
  className,
}: {
  badges: readonly TrustBadge[];
  reliable?: boolean;
  className?: string;
}) {
  if (badges.length === 0 && !reliable) return null;
  return (
    <ul aria-label="Verification" className={cn('flex flex-wrap gap-1.5', className)}>
      {badges.map((badge) => {
        const { label, detail } = badgeText(badge);
        const Icon = badge.kind === 'id_verified' ? BadgeCheck : ShieldCheck;
        return (
          <li key={badge.kind}>
            <Badge variant={badge.kind === 'id_verified' ? 'success' : 'info'} className="whitespace-normal">
              <Icon aria-hidden="true" />
              {label}
              <span className="font-normal"> · {detail}</span>
            </Badge>
          </li>
        );
      })}
      {reliable ? (
        <li>
          <Badge variant="success" className="whitespace-normal">
            <Timer aria-hidden="true" />
            {RELIABLE_BADGE_LABEL}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
