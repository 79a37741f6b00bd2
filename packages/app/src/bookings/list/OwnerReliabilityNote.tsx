import { OWNER_FIGURE_LABELS, OWNER_FIGURES } from '@pawpal/contract';
import { useOwnerReliability } from '../../data/reliability';
import { ReliabilityFigures } from '../../shared/ReliabilityFigures';

/** On a sitter's request card: the owner's reliability record (the API shows it to sitters with a request from them). */
export function OwnerReliabilityNote({ ownerId, ownerFirstName }: { ownerId: string; ownerFirstName: string }) {
  const record = useOwnerReliability(ownerId);
  if (!record.data) return null;
  return (
    <section aria-label={`${ownerFirstName}’s reliability`} className="mt-2 flex flex-col gap-1">
      <p className="text-sm font-medium text-foreground">
        {ownerFirstName}’s record, last {record.data.windowDays} days
      </p>
      <ReliabilityFigures figures={record.data.figures} labels={OWNER_FIGURE_LABELS} order={OWNER_FIGURES} />
    </section>
  );
}
