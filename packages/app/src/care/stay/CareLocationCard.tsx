import {
  CARE_ADDRESS_MAX_LENGTH,
  CHECK_IN_FAR_METRES,
  type AuState,
  type Booking,
  type CareLocation,
  type CareLocationInput,
} from '@pawpal/contract';
import { Button, FormField, Input, Skeleton } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { HOME_SERVICE_TYPES, formatDistance, useCareLocation, useCareLocationWrites } from '../../data/care';
import { suburbLabel } from '../../data/geo';
import { describeError } from '../../data/mutation';
import { SuburbAutocomplete } from '../../shared/SuburbAutocomplete';

/** Booking states in which the owner may still say where the care happens (the API's rule). */
const EDITABLE = ['paid', 'in_progress'];

function where(location: CareLocation): string {
  return suburbLabel({ name: location.suburb, state: location.state, postcode: location.postcode });
}

function LocationForm({ booking, location, onDone }: { booking: Booking; location: CareLocation | null; onDone: () => void }) {
  const { save } = useCareLocationWrites();
  const [text, setText] = useState(location ? where(location) : '');
  const [place, setPlace] = useState<{ suburb: string; state: AuState; postcode: string } | null>(
    location ? { suburb: location.suburb, state: location.state as AuState, postcode: location.postcode } : null,
  );
  const [address, setAddress] = useState(location?.address ?? '');
  const [errors, setErrors] = useState<{ place?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!place) {
      setErrors({ place: 'Choose the suburb from the list.' });
      return;
    }
    const input: CareLocationInput = { ...place, address: address.trim() || null };
    setBusy(true);
    try {
      await save(booking.id, input);
      onDone();
    } catch (caught) {
      setErrors({ form: describeError(caught, 'We couldn’t save where the care happens. Please try again.') });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Where the care happens" className="flex flex-col gap-3">
      <FormField label="Suburb" required error={errors.place}>
        {(control) => (
          <SuburbAutocomplete
            {...control}
            value={text}
            onValueChange={(next) => {
              setText(next);
              setPlace(null);
              setErrors({});
            }}
            onSelect={(suburb) => {
              setText(suburbLabel(suburb));
              setPlace({ suburb: suburb.name, state: suburb.state as AuState, postcode: suburb.postcode });
              setErrors({});
            }}
          />
        )}
      </FormField>
      <FormField
        label="Street address"
        description={`Optional. ${booking.sitter.firstName} sees it while the booking is paid or under way.`}
      >
        <Input size="lg" maxLength={CARE_ADDRESS_MAX_LENGTH} value={address} onChange={(event) => setAddress(event.target.value)} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        Save where the care happens
      </Button>
    </form>
  );
}

/**
 * Where a home service's care happens: the owner says it (the suburb, and a street address for the
 * sitter); check-ins are measured from the suburb's centre, so the page says what is flagged.
 */
export function CareLocationCard({ booking }: { booking: Booking }) {
  const home = HOME_SERVICE_TYPES.includes(booking.service);
  const { data: location, error, isLoading } = useCareLocation(home ? booking.id : null);
  const [editing, setEditing] = useState(false);
  // Boarding and day care happen at the sitter's: nothing to say or set.
  if (!home) return null;
  const owner = booking.viewerRole === 'owner';
  const canEdit = owner && EDITABLE.includes(booking.status);
  return (
    <section aria-labelledby="stay-location" className="flex flex-col gap-3">
      <h3 id="stay-location" className="text-lg font-semibold">
        Where the care happens
      </h3>
      {isLoading ? (
        <Skeleton className="h-12 w-full rounded-xl" />
      ) : error ? (
        <p className="text-sm text-muted-foreground">{describeError(error, 'We couldn’t load where the care happens.')}</p>
      ) : location && !editing ? (
        <div className="flex flex-col gap-2">
          <p className="font-medium">
            {location.address ? `${location.address}, ` : ''}
            {where(location)}
          </p>
          <p className="text-sm text-muted-foreground">
            Check-ins are measured from the centre of {location.suburb}: one more than {formatDistance(CHECK_IN_FAR_METRES)} beyond{' '}
            {formatDistance(location.radiusM)} of it is flagged to {owner ? 'you' : booking.owner.firstName}.
          </p>
          {canEdit ? (
            <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
              Change it
            </Button>
          ) : null}
        </div>
      ) : canEdit ? (
        <>
          {!location ? (
            <p className="text-sm text-muted-foreground">
              Say where the pets are, so {booking.sitter.firstName} has the address and a check-in far from it is flagged to you.
            </p>
          ) : null}
          <LocationForm booking={booking} location={location ?? null} onDone={() => setEditing(false)} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {owner ? 'Not given.' : `${booking.owner.firstName} hasn’t said where the pets are yet: ask in Messages.`}
        </p>
      )}
    </section>
  );
}
