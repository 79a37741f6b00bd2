import {
  NEW_SERIES_ID,
  paths,
  SERIES_MAX_OCCURRENCES,
  SERIES_SERVICES,
  SERIES_WEEKDAY_LABELS,
  SERVICE_NOUNS,
  type Series,
  type SeriesOccurrence,
  type SeriesService,
} from '@pawpal/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  DatePicker,
  ErrorState,
  FormField,
  Input,
  Label,
  PageLoading,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  StatusBadge,
  Textarea,
  formatAud,
} from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { describeError } from '../data/mutation';
import { usePets } from '../data/pets';
import { OCCURRENCE_STATE_LABELS, SERIES_STATUS_LABELS, SERIES_STATUS_TONES, useSeries, useSeriesWrites } from '../data/series';
import { Screen } from '../screen/Screen';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Mon 7 Dec 2026": a series date (YYYY-MM-DD, a calendar day in the sitter's zone). */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

function weekdaysText(weekdays: readonly number[]): string {
  return weekdays.map((day) => SERIES_WEEKDAY_LABELS[day]).join(', ');
}

/** The owner asks a sitter for the same walk or visit every week (docs/bookings.md, "Weekly care"). */
function NewSeries({ sitterId }: { sitterId: string }) {
  const navigate = useNavigate();
  const { data: pets } = usePets();
  const { create } = useSeriesWrites();
  const [service, setService] = useState<SeriesService>('dog_walking');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [time, setTime] = useState('07:30');
  const [startDate, setStartDate] = useState('');
  const [occurrences, setOccurrences] = useState('');
  const [petIds, setPetIds] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const series = await create({
        sitterId,
        service,
        weekdays: [...weekdays].sort((a, b) => a - b),
        time,
        startDate,
        ...(occurrences ? { occurrences: Number(occurrences) } : {}),
        petIds,
        message,
      });
      void navigate(paths.series(series.id));
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Screen
      title="Set up weekly care"
      description="The same walk or visit every week: the sitter accepts once, and each week is charged to your saved card two days before it starts."
      width="prose"
    >
      <form className="flex flex-col gap-5" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="Service">
          {(control) => (
            <Select value={service} onValueChange={(next) => setService(next as SeriesService)}>
              <SelectTrigger {...control} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SERIES_SERVICES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {SERVICE_NOUNS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Days</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <div key={day} className="flex items-center gap-2">
                <Checkbox
                  id={`weekday-${day}`}
                  checked={weekdays.includes(day)}
                  onCheckedChange={(checked) =>
                    setWeekdays((current) => (checked === true ? [...current, day] : current.filter((value) => value !== day)))
                  }
                />
                <Label htmlFor={`weekday-${day}`}>{SERIES_WEEKDAY_LABELS[day]}</Label>
              </div>
            ))}
          </div>
        </fieldset>
        <FormField label="Time" description="In the sitter's time zone.">
          <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </FormField>
        <FormField label="First day">
          <DatePicker value={startDate} onChange={setStartDate} />
        </FormField>
        <FormField label="How many times" description={`Leave empty to keep going until you end it (at most ${SERIES_MAX_OCCURRENCES}).`}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={SERIES_MAX_OCCURRENCES}
            value={occurrences}
            onChange={(event) => setOccurrences(event.target.value)}
          />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Pets</legend>
          {(pets ?? []).map((pet) => (
            <div key={pet.id} className="flex items-center gap-2">
              <Checkbox
                id={`pet-${pet.id}`}
                checked={petIds.includes(pet.id)}
                onCheckedChange={(checked) =>
                  setPetIds((current) => (checked === true ? [...current, pet.id] : current.filter((value) => value !== pet.id)))
                }
              />
              <Label htmlFor={`pet-${pet.id}`}>{pet.name}</Label>
            </div>
          ))}
        </fieldset>
        <FormField label="Message to the sitter">
          <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={3} />
        </FormField>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={pending}>
          Ask for weekly care
        </Button>
      </form>
    </Screen>
  );
}

function OccurrenceRow({ series, occurrence }: { series: Series; occurrence: SeriesOccurrence }) {
  const { skip } = useSeriesWrites();
  const [error, setError] = useState<string | null>(null);
  const canSkip =
    series.actions.includes('skip') &&
    (occurrence.state === 'planned' || (occurrence.state === 'booked' && ['accepted', 'paid'].includes(occurrence.bookingStatus ?? '')));
  const label = dayLabel(occurrence.date);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b py-3 last:border-b-0">
      <div className="min-w-0">
        <p className="font-medium">{label}</p>
        <p className="text-sm text-muted-foreground">
          {occurrence.state === 'booked' && occurrence.bookingStatus === 'paid'
            ? 'Paid'
            : occurrence.state === 'booked' && occurrence.bookingStatus === 'cancelled'
              ? 'Cancelled'
              : OCCURRENCE_STATE_LABELS[occurrence.state]}
          {occurrence.totalCents !== null ? ` · ${formatAud(occurrence.totalCents)}` : ''}
          {occurrence.reason ? ` · ${occurrence.reason}` : ''}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        {occurrence.bookingId && occurrence.state === 'booked' ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.bookingNotification(occurrence.bookingId)}>Booking</Link>
          </Button>
        ) : null}
        {canSkip ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Skip ${label}`}
            onClick={() => void skip(series.id, occurrence.date).catch((caught: unknown) => setError(describeError(caught)))}
          >
            Skip
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const ACTION_LABELS = { accept: 'Accept', decline: 'Decline', pause: 'Pause', resume: 'Resume', end: 'End weekly care' } as const;

function SeriesDetail({ seriesId }: { seriesId: string }) {
  const { data: series, error, mutate } = useSeries(seriesId);
  const { act } = useSeriesWrites();
  const [actionError, setActionError] = useState<string | null>(null);
  if (error) {
    return (
      <Screen title="Weekly care">
        <ErrorState title="We couldn’t load this weekly care" message={describeError(error)} onRetry={() => void mutate()} />
      </Screen>
    );
  }
  if (!series) return <PageLoading />;
  const other = series.viewerRole === 'owner' ? series.sitter.firstName : series.owner.firstName;
  const actions = series.actions.filter((action): action is keyof typeof ACTION_LABELS => action !== 'skip');
  return (
    <Screen
      title={`Weekly ${SERVICE_NOUNS[series.service]}`}
      description={`${weekdaysText(series.weekdays)} at ${series.time}, with ${other}`}
      actions={actions.map((action) => (
        <Button
          key={action}
          variant={action === 'accept' || action === 'resume' ? 'default' : 'outline'}
          onClick={() => void act(series.id, action).catch((caught: unknown) => setActionError(describeError(caught)))}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={series.status} tone={SERIES_STATUS_TONES[series.status]}>
            {SERIES_STATUS_LABELS[series.status]}
          </StatusBadge>
          <span className="text-sm text-muted-foreground">
            From {dayLabel(series.startDate)}
            {series.lastDate ? ` to ${dayLabel(series.lastDate)}` : ', until ended'} · {formatAud(series.unitPriceCents)} a visit
          </span>
        </div>
        {series.pausedReason === 'charge_failed' ? (
          <p role="status" className="rounded-xl bg-muted p-4 text-sm">
            Paused: your saved card was refused. Add or choose another card in Payments, then resume.
          </p>
        ) : null}
        {actionError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {actionError}
          </p>
        ) : null}
        {series.conflicts.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>Clashes with the calendar</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="text-sm">
                {series.conflicts.map((conflict) => (
                  <li key={conflict.date}>
                    {dayLabel(conflict.date)}: {conflict.reason}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Coming up</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-label="Coming up">
              {series.upcoming.map((occurrence) => (
                <OccurrenceRow key={occurrence.date} series={series} occurrence={occurrence} />
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </Screen>
  );
}

/** /series/:seriesId: one weekly care series (its owner and sitter; the API decides), or /series/new?sitterId= to ask for one. */
export function SeriesPage() {
  const { seriesId } = useParams();
  const [search] = useSearchParams();
  const sitterId = search.get('sitterId');
  if (seriesId === NEW_SERIES_ID && sitterId) return <NewSeries sitterId={sitterId} />;
  return <SeriesDetail seriesId={seriesId ?? ''} />;
}
