import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  DateRangePicker,
  EmptyState,
  ErrorState,
  FormField,
  Input,
  PageLoading,
  Price,
  RadioGroup,
  RadioGroupItem,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@pawpal/ui';
import { BOOKING_MESSAGE_MAX_LENGTH, SERVICE_TYPES, isTimedService, loginHref, paths, type ServiceType } from '@pawpal/contract';
import { UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Attempt } from '../../data/attempt';
import { useAuth } from '../../data/auth';
import { useBookingWrites } from '../../data/bookings';
import { describeError, hasStatus } from '../../data/mutation';
import { usePets } from '../../data/pets';
import { SERVICE_LABELS, sitterDisplayName, unitSuffix, usePublicSitter } from '../../data/sitters';
import { fromIsoDate, toIsoDate } from '../../shared/dates';
import { bookingChoicesOf } from '../../shared/search-filters';
import { Screen } from '../../screen/Screen';
import { QuoteBreakdown } from './QuoteBreakdown';
import {
  alreadyRequested,
  HANDOVER_TIMES,
  handoverDefaults,
  toBookingRequest,
  toCreateBookingBody,
  validateBookingForm,
  type BookingForm,
  type BookingFormErrors,
} from './request';
import { useQuote } from './useQuote';
import { StandbyPicker } from '../../standby/StandbyPicker';
import { ErrorSummary, type SummaryError } from '../../shared/ErrorSummary';

/** The ids of the form's fields, for the error summary's links; in the form's order. */
const FIELD_IDS = {
  service: 'booking-service',
  dates: 'booking-dates',
  times: 'booking-times',
  petIds: 'booking-pets',
  message: 'booking-message',
} as const satisfies Record<keyof BookingFormErrors, string>;

function summaryOf(errors: BookingFormErrors): SummaryError[] {
  return (Object.keys(FIELD_IDS) as (keyof BookingFormErrors)[]).flatMap((key) => {
    const message = errors[key];
    return message ? [{ fieldId: FIELD_IDS[key], message }] : [];
  });
}

/** Dates chosen on the sitter's calendar arrive as ?from=YYYY-MM-DD&to=YYYY-MM-DD. */
function datesFromParams(params: URLSearchParams): { startDate: string; endDate: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromIsoDate(value) !== undefined;
  if (!valid(from)) return { startDate: '', endDate: '' };
  return { startDate: from, endDate: valid(to) && to >= from ? to : '' };
}

/** A service named by ?service= (the return from sign-in keeps it), else none chosen. */
function serviceFromParams(params: URLSearchParams): ServiceType | '' {
  const service = params.get('service');
  return (SERVICE_TYPES as readonly string[]).includes(service ?? '') ? (service as ServiceType) : '';
}

/** This request's page with what was chosen so far (and the search's pet type): where signing in comes back to. */
export function bookingReturnPath(
  form: Pick<BookingForm, 'sitterId' | 'service' | 'startDate' | 'endDate'>,
  carried: URLSearchParams = new URLSearchParams(),
): string {
  const query = new URLSearchParams();
  for (const name of ['pet', 'size']) {
    const value = carried.get(name);
    if (value) query.set(name, value);
  }
  if (form.startDate) query.set('from', form.startDate);
  if (form.endDate) query.set('to', form.endDate);
  if (form.service) query.set('service', form.service);
  const search = query.toString();
  return search ? `${paths.booking(form.sitterId)}?${search}` : paths.booking(form.sitterId);
}

/** A drop-off or pick-up time within the sitter's hours (HANDOVER_TIMES), in the sitter's zone. */
function HandoverSelect({
  label,
  value,
  onChange,
  error,
  description,
  controlId,
}: {
  controlId?: string;
  label: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
  description: string;
}) {
  return (
    <FormField label={label} error={error} description={description} controlId={controlId}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HANDOVER_TIMES.map((time) => (
              <SelectItem key={time} value={time}>
                {time}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** Request a booking with a sitter: /booking/{sitterId}, optionally ?from=&to= from the sitter's calendar and ?service=. */
export function BookingRequestForm({ sitterId }: { sitterId: string }) {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const writes = useBookingWrites();
  const sitter = usePublicSitter(sitterId);
  const pets = usePets(Boolean(user));
  const [form, setForm] = useState<BookingForm>({
    sitterId,
    service: serviceFromParams(params),
    ...datesFromParams(params),
    startTime: '',
    endTime: '',
    dropOffTime: '',
    pickUpTime: '',
    petIds: [],
    message: '',
  });
  /** Standby sitters, in the order ticked (docs/standby.md); cleared when the service or dates change. */
  const [standbys, setStandbys] = useState<string[]>([]);
  const [errors, setErrors] = useState<BookingFormErrors>({});
  /** Sends refused for errors in the form: each moves focus to the error summary. */
  const [failedSends, setFailedSends] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The pending request this one repeats, when the API refused it as already sent. */
  const [existingRequest, setExistingRequest] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef(new Attempt());
  const quote = useQuote(toBookingRequest(form, false));
  // The search's pet type (?pet=dog) ticks the owner's pets of that kind once they have loaded,
  // once: after that the ticks are the owner's.
  const choices = bookingChoicesOf(params);
  const searchedPetType = choices.get('pet');
  const petsPrefilled = useRef(false);
  useEffect(() => {
    if (petsPrefilled.current || !searchedPetType || !pets.data) return;
    petsPrefilled.current = true;
    const matching = pets.data.filter((pet) => pet.species === searchedPetType).map((pet) => pet.id);
    if (matching.length > 0) setForm((previous) => (previous.petIds.length === 0 ? { ...previous, petIds: matching } : previous));
  }, [searchedPetType, pets.data]);
  const returnPath = bookingReturnPath(form, choices);

  function change(patch: Partial<BookingForm>) {
    setForm((previous) => ({ ...previous, ...patch }));
    if ('service' in patch || 'startDate' in patch || 'endDate' in patch) setStandbys([]);
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      window.location.assign(loginHref(returnPath));
      return;
    }
    const found = validateBookingForm(form);
    const body = toCreateBookingBody(form);
    if (Object.keys(found).length > 0 || !body) {
      setErrors(found);
      setFailedSends((count) => count + 1);
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    setExistingRequest(null);
    try {
      // The total the owner is looking at: if the price changed meanwhile, the API answers 409 instead of booking it.
      const priced = {
        ...body,
        ...(quote.quote ? { expectedTotalCents: quote.quote.totalCents } : {}),
        ...(standbys.length > 0 ? { standbySitterIds: standbys } : {}),
      };
      const booking = await writes.request(priced, attempt.current);
      navigate(paths.bookingNotification(booking.id));
    } catch (error) {
      const existing = alreadyRequested(error);
      if (existing) setExistingRequest(existing.id);
      else if (hasStatus(error, 409)) quote.refresh(); // show the new price beside the message
      setSubmitError(describeError(error, 'We couldn’t send your request. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  }

  if (sitter.isLoading) return <PageLoading />;
  if (!sitter.data) {
    return (
      <Screen title="Book a sitter">
        {hasStatus(sitter.error, 404) || !sitter.error ? (
          <EmptyState
            icon={<UserRound />}
            title="This sitter isn’t available"
            description="Choose another sitter to book."
            action={
              <Button asChild variant="outline">
                <Link to={paths.booking()}>Find a sitter</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title="We couldn’t load this sitter" message={describeError(sitter.error)} onRetry={() => void sitter.mutate()} />
        )}
      </Screen>
    );
  }

  const profile = sitter.data;
  const name = sitterDisplayName(profile);
  const timed = isTimedService(form.service);

  return (
    <Screen title={`Book ${name}`} description={`${profile.headline} · ${profile.suburb} ${profile.state}`}>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-w-0 flex-col gap-6" aria-label="Booking request">
          <ErrorSummary title="There is a problem with your request" errors={summaryOf(errors)} attempt={failedSends} />
          <FormField label="Service" group required error={errors.service} controlId={FIELD_IDS.service}>
            {(control) => (
              <RadioGroup
                {...control}
                value={form.service}
                onValueChange={(value) => change({ service: value as ServiceType })}
                className="flex flex-col gap-2"
              >
                {profile.services.map((service) => (
                  <div key={service.type} className="flex items-center gap-3">
                    <RadioGroupItem id={`service-${service.type}`} value={service.type} />
                    <Label htmlFor={`service-${service.type}`} className="flex flex-1 items-baseline justify-between gap-3 font-normal">
                      {SERVICE_LABELS[service.type]}
                      <Price cents={service.priceCents} unit={unitSuffix(service.unit)} />
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          </FormField>

          <FormField
            label="Dates"
            required
            error={errors.dates}
            controlId={FIELD_IDS.dates}
            description={`Dates are in ${profile.suburb}’s time zone.`}
          >
            {({ 'aria-required': _required, ...control }) => (
              // A button can't be aria-required; the label's asterisk and the error say it.
              <DateRangePicker
                {...control}
                fromDate={new Date()}
                value={{ from: fromIsoDate(form.startDate), to: fromIsoDate(form.endDate) }}
                onChange={(range) =>
                  change({
                    startDate: range.from ? toIsoDate(range.from) : '',
                    endDate: range.to ? toIsoDate(range.to) : '',
                  })
                }
              />
            )}
          </FormField>

          {timed ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Start time" required error={errors.times} controlId={FIELD_IDS.times}>
                <Input type="time" value={form.startTime} onChange={(event) => change({ startTime: event.target.value })} />
              </FormField>
              <FormField label="End time" required>
                <Input type="time" value={form.endTime} onChange={(event) => change({ endTime: event.target.value })} />
              </FormField>
            </div>
          ) : form.service !== '' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <HandoverSelect
                label="Drop-off time"
                value={form.dropOffTime || handoverDefaults(form.service).dropOffTime}
                onChange={(dropOffTime) => change({ dropOffTime })}
                error={errors.times}
                controlId={FIELD_IDS.times}
                description="On the first day."
              />
              <HandoverSelect
                label="Pick-up time"
                value={form.pickUpTime || handoverDefaults(form.service).pickUpTime}
                onChange={(pickUpTime) => change({ pickUpTime })}
                description="On the last day."
              />
            </div>
          ) : null}

          <FormField label="Pets" group required error={errors.petIds} controlId={FIELD_IDS.petIds}>
            {({ 'aria-required': _required, ...control }) => (
              <div {...control} role="group" className="flex flex-col gap-2">
                {!user ? (
                  <p className="text-sm text-muted-foreground">
                    <a className="font-medium text-primary underline-offset-4 hover:underline" href={loginHref(returnPath)}>
                      Sign in
                    </a>{' '}
                    to choose which of your pets are coming.
                  </p>
                ) : pets.error ? (
                  <ErrorState
                    headingLevel={3}
                    title="We couldn’t load your pets"
                    message={describeError(pets.error)}
                    onRetry={() => void pets.mutate()}
                  />
                ) : pets.isLoading ? (
                  <p className="text-sm text-muted-foreground">Loading your pets…</p>
                ) : (pets.data ?? []).length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    You haven’t added a pet yet.{' '}
                    <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.petProfiles()}>
                      Add a pet
                    </Link>{' '}
                    first.
                  </p>
                ) : (
                  (pets.data ?? []).map((pet) => (
                    <div key={pet.id} className="flex items-center gap-3">
                      <Checkbox
                        id={`pet-${pet.id}`}
                        checked={form.petIds.includes(pet.id)}
                        onCheckedChange={(checked) =>
                          change({
                            petIds: checked === true ? [...form.petIds, pet.id] : form.petIds.filter((id) => id !== pet.id),
                          })
                        }
                      />
                      <Label htmlFor={`pet-${pet.id}`} className="font-normal">
                        {pet.name}
                      </Label>
                    </div>
                  ))
                )}
              </div>
            )}
          </FormField>

          {user ? (
            <StandbyPicker
              sitterId={sitterId}
              sitterFirstName={profile.firstName}
              suburb={profile.suburb}
              state={profile.state}
              postcode={profile.postcode}
              service={form.service}
              startDate={form.startDate}
              endDate={form.endDate}
              selected={standbys}
              onChange={setStandbys}
            />
          ) : null}

          <FormField
            label="Message to the sitter"
            error={errors.message}
            controlId={FIELD_IDS.message}
            description="Optional: your pets’ routine, questions, how to get in."
          >
            <Textarea
              rows={4}
              maxLength={BOOKING_MESSAGE_MAX_LENGTH}
              value={form.message}
              onChange={(event) => change({ message: event.target.value })}
            />
          </FormField>

          {submitError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {submitError}
              {existingRequest ? (
                <>
                  {' '}
                  <Link className="text-primary underline-offset-4 hover:underline" to={paths.bookingNotification(existingRequest)}>
                    See your request
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={submitting} className="self-start">
            {user ? 'Send booking request' : 'Sign in to request'}
          </Button>
        </form>

        <aside aria-labelledby="quote-title">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="quote-title">
                Your quote
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3" aria-live="polite" aria-busy={quote.isLoading || undefined}>
              {quote.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {quote.error}
                </p>
              ) : quote.quote ? (
                <>
                  <QuoteBreakdown quote={quote.quote} caption="Your quote" />
                  <p className="text-sm text-muted-foreground">{quote.quote.cancellationSummary}</p>
                  <p className="text-xs text-muted-foreground">You pay only after the sitter accepts.</p>
                </>
              ) : quote.isLoading ? (
                <p className="text-sm text-muted-foreground">Working out the price…</p>
              ) : (
                <p className="text-sm text-muted-foreground">Choose a service and dates to see the price.</p>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </Screen>
  );
}
