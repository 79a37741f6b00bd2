import { VET_CLAIM_DESCRIPTION_MAX_LENGTH, VET_CLAIM_MAX_CENTS, type Booking, type CarePhoto, type VetClaim } from '@pawpal/contract';
import { Button, Card, FormField, Input, StatusBadge, Textarea, formatAud } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import {
  VET_CLAIM_STATUS_LABELS,
  VET_CLAIM_STATUS_TONES,
  formatCareDateTime,
  useBookingVetClaims,
  useCarePlan,
  useVetClaimWrites,
} from '../../data/care';
import { describeError } from '../../data/mutation';
import { dollarsToCents } from '../../data/sitters';
import { CarePhotoInput } from '../shared/CarePhotoInput';

/** "Rex’s care plan pre-approves $300.00." for the sitter deciding at the vet. */
function PlanSpend({ petId, petName }: { petId: string; petName: string }) {
  const { data: plan } = useCarePlan(petId);
  if (!plan) return null;
  return (
    <li>
      {petName}’s care plan pre-approves {plan.vetSpendLimitCents > 0 ? formatAud(plan.vetSpendLimitCents) : 'nothing'}.
    </li>
  );
}

function ClaimForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { claim } = useVetClaimWrites();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [receipt, setReceipt] = useState<CarePhoto[]>([]);
  const [errors, setErrors] = useState<{ amount?: string; description?: string; receipt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const found: typeof errors = {};
    if (cents === null || cents === 0) found.amount = 'Enter what you paid in dollars, e.g. 120 or 89.50.';
    else if (cents > VET_CLAIM_MAX_CENTS)
      found.amount = `A claim is at most ${formatAud(VET_CLAIM_MAX_CENTS, { trimWholeDollars: true })}.`;
    if (description.trim() === '') found.description = 'Say what the vet did.';
    if (receipt.length === 0) found.receipt = 'Add a photo of the receipt.';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await claim(booking.id, { amountCents: cents!, description: description.trim(), receiptUploadId: receipt[0]!.id });
      onDone();
    } catch (caught) {
      setErrors({ form: describeError(caught, 'We couldn’t send the claim. Please try again.') });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Claim a vet expense" className="flex flex-col gap-4">
      <ul className="text-sm text-muted-foreground">
        {booking.pets.map((pet) => (
          <PlanSpend key={pet.id} petId={pet.id} petName={pet.name} />
        ))}
        <li>
          A claim within it is approved at once; above it, {booking.owner.firstName} approves it. Approved claims are charged to{' '}
          {booking.owner.firstName}’s card and paid to you in full with your payout.
        </li>
      </ul>
      <FormField label="Amount ($)" required error={errors.amount}>
        <Input size="lg" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      <FormField label="What the vet did" required error={errors.description}>
        <Textarea
          rows={3}
          maxLength={VET_CLAIM_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <CarePhotoInput
        label="Photo of the receipt"
        photos={receipt}
        onChange={(next) => {
          setReceipt(next);
          setErrors((previous) => ({ ...previous, receipt: undefined }));
        }}
        max={1}
        error={errors.receipt}
        disabled={busy}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        Send the claim
      </Button>
    </form>
  );
}

function ClaimRow({ claim, booking }: { claim: VetClaim; booking: Booking }) {
  const { decide } = useVetClaimWrites();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function answer(decision: 'approve' | 'decline') {
    setBusy(true);
    setError(null);
    try {
      await decide(claim, decision);
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t send your answer. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  const owner = booking.viewerRole === 'owner';
  return (
    <Card padding="sm" className="flex flex-col gap-2 px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{formatAud(claim.amountCents)}</p>
        <StatusBadge status={claim.status} tone={VET_CLAIM_STATUS_TONES[claim.status]}>
          {VET_CLAIM_STATUS_LABELS[claim.status]}
        </StatusBadge>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{claim.description}</p>
      <p className="text-sm text-muted-foreground">
        Claimed {formatCareDateTime(claim.createdAt, booking.timeZone)}
        {claim.approvedBy === 'plan'
          ? ' · within the pre-approved spend'
          : claim.approvedBy === 'owner'
            ? ` · approved by ${booking.owner.firstName}`
            : ''}
        {' · '}
        <a className="font-medium text-primary underline underline-offset-4" href={claim.receipt.url} target="_blank" rel="noreferrer">
          Receipt
        </a>
      </p>
      {owner && claim.status === 'pending_owner' ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`Answer the claim of ${formatAud(claim.amountCents)}`}>
          <Button size="lg" onClick={() => void answer('approve')} disabled={busy}>
            Approve {formatAud(claim.amountCents)}
          </Button>
          <Button size="lg" variant="outline" onClick={() => void answer('decline')} disabled={busy}>
            Decline
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

/** Vet expenses of the stay: the sitter claims one, the owner answers one above the pre-approved spend. */
export function VetClaims({ booking }: { booking: Booking }) {
  const { data: claims } = useBookingVetClaims(booking.id);
  const [claiming, setClaiming] = useState(false);
  const sitter = booking.viewerRole === 'sitter';
  return (
    <section aria-labelledby="stay-vet-claims" className="flex flex-col gap-3">
      <h3 id="stay-vet-claims" className="text-lg font-semibold">
        Vet expenses
      </h3>
      {claims && claims.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {claims.map((claim) => (
            <li key={claim.id}>
              <ClaimRow claim={claim} booking={booking} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No vet expenses claimed.</p>
      )}
      {sitter ? (
        claiming ? (
          <ClaimForm booking={booking} onDone={() => setClaiming(false)} />
        ) : (
          <Button variant="outline" size="lg" className="self-start" onClick={() => setClaiming(true)}>
            Claim a vet expense
          </Button>
        )
      ) : null}
    </section>
  );
}
