import { type ReliabilityFigure } from '@pawpal/contract';
import { cn } from '@pawpal/ui';

/**
 * A reliability record's figures as a definition list: each label with its text ("12 of 12
 * requests", or "New on Pawpal" below the minimum number of events), as the server computed them
 * (docs/reliability.md). The sitter's page and a sitter's request card both show one.
 */
export function ReliabilityFigures<K extends string>({
  figures,
  labels,
  order,
  className,
}: {
  figures: Record<K, ReliabilityFigure>;
  labels: Readonly<Record<K, string>>;
  order: readonly K[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {order.map((key) => (
        <div key={key} className="rounded-lg bg-muted p-3">
          <dt className="text-sm text-muted-foreground">{labels[key]}</dt>
          <dd className={cn('font-semibold', !figures[key].shown && 'font-normal text-muted-foreground')}>{figures[key].text}</dd>
        </div>
      ))}
    </dl>
  );
}
