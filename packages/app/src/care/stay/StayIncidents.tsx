import {
  INCIDENT_ACK_MINUTES,
  INCIDENT_KIND_LABELS,
  INCIDENT_SUBURB_MAX_LENGTH,
  INCIDENT_TEXT_MAX_LENGTH,
  paths,
  type Booking,
  type CarePhoto,
  type CreateIncidentInput,
  type IncidentKind,
} from '@pawpal/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  StatusBadge,
  Textarea,
} from '@pawpal/ui';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatCareDateTime } from '../../data/care';
import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUS_TONES,
  OPENABLE_INCIDENT_KINDS,
  useBookingIncidents,
  useIncidentWrites,
} from '../../data/incidents';
import { describeError } from '../../data/mutation';
import { CarePhotoInput } from '../shared/CarePhotoInput';

function OpenIncidentDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { open } = useIncidentWrites();
  const navigate = useNavigate();
  const [kind, setKind] = useState<IncidentKind | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<CarePhoto[]>([]);
  // A lost pet: which one (when the stay has more than one), where and when it was last seen.
  const [petId, setPetId] = useState('');
  const [lastSeenSuburb, setLastSeenSuburb] = useState('');
  const [lastSeenAt, setLastSeenAt] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; description?: string; petId?: string; lastSeenAt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const lost = kind === 'lost_pet';
  const choosePet = lost && booking.pets.length > 1;

  async function submit() {
    const found: typeof errors = {};
    if (kind === '') found.kind = 'Choose what happened.';
    if (description.trim() === '') found.description = 'Tell Pawpal what happened.';
    if (choosePet && petId === '') found.petId = 'Choose which pet is lost.';
    // datetime-local is the browser's own time; the API wants an instant, not in the future.
    const seenAt = lost && lastSeenAt !== '' ? new Date(lastSeenAt) : null;
    if (seenAt && (Number.isNaN(seenAt.getTime()) || seenAt.getTime() > Date.now())) found.lastSeenAt = 'Choose a time that has passed.';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const input: CreateIncidentInput = {
      kind: kind as IncidentKind,
      description: description.trim(),
      photoUploadIds: photos.map((photo) => photo.id),
      ...(choosePet ? { petId } : {}),
      ...(lost && lastSeenSuburb.trim() !== '' ? { lastSeenSuburb: lastSeenSuburb.trim() } : {}),
      ...(seenAt ? { lastSeenAt: seenAt.toISOString() } : {}),
    };
    setBusy(true);
    try {
      const incident = await open(booking.id, input);
      navigate(paths.incident(incident.id));
    } catch (caught) {
      setErrors({ form: describeError(caught, 'We couldn’t open the incident. Please try again.') });
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Report an incident</DialogTitle>
          <DialogDescription>
            A person at Pawpal answers within {INCIDENT_ACK_MINUTES} minutes, lost pets and injuries first. The other side of the booking
            sees it too.
          </DialogDescription>
        </DialogHeader>
        <FormField label="What happened" required group error={errors.kind}>
          {(control) => (
            <RadioGroup
              {...control}
              value={kind}
              onValueChange={(value) => {
                setKind(value as IncidentKind);
                setErrors({});
              }}
              className="flex flex-col gap-1"
            >
              {OPENABLE_INCIDENT_KINDS.map((value) => (
                <div key={value} className="flex min-h-11 items-center gap-3">
                  <RadioGroupItem id={`incident-kind-${value}`} value={value} />
                  <Label htmlFor={`incident-kind-${value}`} className="font-normal">
                    {INCIDENT_KIND_LABELS[value]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        </FormField>
        {choosePet ? (
          <FormField label="Which pet" required group error={errors.petId}>
            {(control) => (
              <RadioGroup {...control} value={petId} onValueChange={setPetId} className="flex flex-col gap-1">
                {booking.pets.map((pet) => (
                  <div key={pet.id} className="flex min-h-11 items-center gap-3">
                    <RadioGroupItem id={`incident-pet-${pet.id}`} value={pet.id} />
                    <Label htmlFor={`incident-pet-${pet.id}`} className="font-normal">
                      {pet.name}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          </FormField>
        ) : null}
        {lost ? (
          <>
            <FormField label="Last seen in" description="The suburb, for the poster. Left empty: the stay’s suburb.">
              <Input
                size="lg"
                maxLength={INCIDENT_SUBURB_MAX_LENGTH}
                value={lastSeenSuburb}
                onChange={(event) => setLastSeenSuburb(event.target.value)}
              />
            </FormField>
            <FormField label="Last seen at" description="Left empty: now." error={errors.lastSeenAt}>
              <Input size="lg" type="datetime-local" value={lastSeenAt} onChange={(event) => setLastSeenAt(event.target.value)} />
            </FormField>
          </>
        ) : null}
        <FormField label="Details" required error={errors.description}>
          <Textarea
            rows={4}
            maxLength={INCIDENT_TEXT_MAX_LENGTH}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setErrors({});
            }}
          />
        </FormField>
        <CarePhotoInput label="Add a photo" photos={photos} onChange={setPhotos} description="Optional." disabled={busy} />
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={busy}>
            Open the incident
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A stay's incidents, each linking to its thread, and the way to open one (owner and sitter). */
export function StayIncidents({ booking }: { booking: Booking }) {
  const { data: incidents } = useBookingIncidents(booking.id);
  const [opening, setOpening] = useState(false);
  return (
    <section aria-labelledby="stay-incidents" className="flex flex-col gap-3">
      <h3 id="stay-incidents" className="text-lg font-semibold">
        Incidents
      </h3>
      {incidents && incidents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {incidents.map((incident) => (
            <li key={incident.id}>
              <Link
                to={paths.incident(incident.id)}
                className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-border p-3 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex flex-col gap-1">
                  <span className="font-medium">{INCIDENT_KIND_LABELS[incident.kind]}</span>
                  <span className="text-sm text-muted-foreground">Opened {formatCareDateTime(incident.openedAt, booking.timeZone)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <StatusBadge status={incident.status} tone={INCIDENT_STATUS_TONES[incident.status]}>
                    {INCIDENT_STATUS_LABELS[incident.status]}
                  </StatusBadge>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No incidents. If something goes wrong, report it here and Pawpal steps in.</p>
      )}
      <Button variant="outline" size="lg" className="self-start" onClick={() => setOpening(true)}>
        Report an incident
      </Button>
      {opening ? <OpenIncidentDialog booking={booking} onClose={() => setOpening(false)} /> : null}
    </section>
  );
}
