import { PET_SPECIES, paths, type LostPetPoster, type PetSpecies } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, PageLoading } from '@pawpal/ui';
import { Download, Printer, Share2, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBooking } from '../../data/bookings';
import { formatCareDateTime } from '../../data/care';
import { useIncident, useIncidentPoster } from '../../data/incidents';
import { describeError, hasStatus } from '../../data/mutation';
import { PET_SPECIES_LABELS } from '../../data/pets';
import { Screen } from '../../screen/Screen';
import { useDocumentTitle } from '../../screen/useDocumentTitle';
import { canShareFile, canvasToFile, drawPosterImage, type PosterLines } from './poster-image';

/**
 * Printing: one A4 page of the poster alone. Everything else on the page (the app's navigation
 * and footer, this page's buttons and steps) is left out of the print.
 */
export const POSTER_PRINT_CSS = `
@page { size: A4 portrait; margin: 12mm; }
@media print {
  body * { visibility: hidden !important; }
  header, footer, nav, [data-print-hidden] { display: none !important; }
  [data-poster], [data-poster] * { visibility: visible !important; }
  [data-poster] { position: absolute; top: 0; left: 0; width: 100%; max-width: none; border: 0; box-shadow: none; }
}
`;

function speciesLabel(species: string): string {
  return (PET_SPECIES as readonly string[]).includes(species) && species !== 'other' ? PET_SPECIES_LABELS[species as PetSpecies] : 'Pet';
}

/** A phone number as a tel: link's target. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The words the poster and its phone image share. */
export function posterLines(poster: LostPetPoster, timeZone?: string): PosterLines {
  return {
    banner: `LOST ${speciesLabel(poster.species).toUpperCase()}`,
    name: poster.petName,
    details: [
      ...(poster.breed ? [`Breed: ${poster.breed}`] : []),
      ...(poster.colour ? [`Colour: ${poster.colour}`] : []),
      ...(poster.microchip ? [`Microchip: ${poster.microchip}`] : []),
    ],
    lastSeen: `Last seen in ${poster.lastSeenSuburb} on ${formatCareDateTime(poster.lastSeenAt, timeZone)}`,
    contactLead: `If you see ${poster.petName}, call ${poster.contactName} on`,
    phone: poster.contactPhone,
    contact: `If you see ${poster.petName}, call ${poster.contactName} on ${poster.contactPhone}`,
  };
}

type ImageState = { kind: 'idle' } | { kind: 'drawing' } | { kind: 'ready'; file: File; url: string } | { kind: 'failed'; message: string };

/** The poster as a phone image: shared to another app where the browser can, else downloaded. */
function PhoneImage({ poster, lines }: { poster: LostPetPoster; lines: PosterLines }) {
  const [state, setState] = useState<ImageState>({ kind: 'idle' });
  const readyUrl = state.kind === 'ready' ? state.url : null;
  useEffect(() => (readyUrl ? () => URL.revokeObjectURL(readyUrl) : undefined), [readyUrl]);

  async function make() {
    setState({ kind: 'drawing' });
    const canvas = await drawPosterImage(poster, lines);
    const file = canvas ? await canvasToFile(canvas, poster.petName) : null;
    if (!file) {
      setState({ kind: 'failed', message: 'This browser can’t draw the image. Print the poster, or take a screenshot of it.' });
      return;
    }
    setState({ kind: 'ready', file, url: URL.createObjectURL(file) });
  }

  async function share(file: File) {
    try {
      await navigator.share({ files: [file], title: `Lost: ${poster.petName}`, text: `${lines.contact}.` });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') setState({ kind: 'failed', message: 'Sharing didn’t work. Download the image instead.' });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {state.kind !== 'ready' ? (
        <Button
          size="lg"
          variant="outline"
          className="w-full sm:w-auto sm:self-start"
          disabled={state.kind === 'drawing'}
          onClick={() => void make()}
        >
          <Share2 aria-hidden="true" />
          {state.kind === 'drawing' ? 'Making the image…' : 'Make an image to share'}
        </Button>
      ) : (
        <>
          <img src={state.url} alt={`Phone image of the poster for ${poster.petName}`} className="w-40 rounded-lg border border-border" />
          <div className="flex flex-wrap gap-2">
            {canShareFile(state.file) ? (
              <Button size="lg" onClick={() => void share(state.file)}>
                <Share2 aria-hidden="true" />
                Share the image
              </Button>
            ) : null}
            <Button asChild size="lg" variant="outline">
              <a href={state.url} download={state.file.name}>
                <Download aria-hidden="true" />
                Download the image
              </a>
            </Button>
          </div>
        </>
      )}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

function Poster({ poster, incidentId }: { poster: LostPetPoster; incidentId: string }) {
  // The stay's time zone, from its booking, when this member can read it.
  const { data: incident } = useIncident(incidentId);
  const { data: booking } = useBooking(incident?.bookingId);
  const lines = posterLines(poster, booking?.timeZone);
  const species = speciesLabel(poster.species).toLowerCase();
  useDocumentTitle(`Lost-pet poster for ${poster.petName}`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <style>{POSTER_PRINT_CSS}</style>
      <div data-print-hidden className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Lost-pet poster for {poster.petName}</h1>
        <p className="text-muted-foreground">Print it on A4, or make an image to share from your phone.</p>
        <div className="flex flex-wrap gap-2">
          <Button size="lg" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print the poster
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to={paths.incident(incidentId)}>Back to the incident</Link>
          </Button>
        </div>
        <PhoneImage poster={poster} lines={lines} />
      </div>

      <article
        data-poster
        aria-label={`Poster: ${lines.banner}, ${poster.petName}`}
        className="mx-auto flex w-full max-w-[190mm] flex-col gap-5 rounded-xl border border-border bg-white p-6 text-black"
      >
        <p className="bg-destructive py-3 text-center text-5xl font-black tracking-wide text-destructive-foreground">{lines.banner}</p>
        {poster.photoUrl ? (
          <img
            src={poster.photoUrl}
            alt={`${poster.petName}, the lost ${species}`}
            className="aspect-[4/3] w-full rounded-lg object-cover"
          />
        ) : null}
        <h2 className="text-5xl font-bold">{poster.petName}</h2>
        <dl className="grid gap-2 text-xl sm:grid-cols-[10rem_1fr]">
          {poster.breed ? (
            <>
              <dt className="font-semibold">Breed</dt>
              <dd>{poster.breed}</dd>
            </>
          ) : null}
          {poster.colour ? (
            <>
              <dt className="font-semibold">Colour</dt>
              <dd>{poster.colour}</dd>
            </>
          ) : null}
          {poster.microchip ? (
            <>
              <dt className="font-semibold">Microchip</dt>
              <dd>{poster.microchip}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Last seen</dt>
          <dd>
            {poster.lastSeenSuburb}, {formatCareDateTime(poster.lastSeenAt, booking?.timeZone)}
          </dd>
        </dl>
        <p className="bg-destructive p-4 text-2xl font-bold text-destructive-foreground">
          If you see {poster.petName}, call {poster.contactName} on{' '}
          <a className="underline underline-offset-4" href={telHref(poster.contactPhone)}>
            {poster.contactPhone}
          </a>
        </p>
      </article>

      <section data-print-hidden aria-labelledby="poster-steps" className="flex flex-col gap-3">
        <h2 id="poster-steps" className="text-xl font-semibold">
          What to do now
        </h2>
        <ol className="list-decimal space-y-2 pl-6">
          {poster.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A lost pet's poster: printable A4 (print CSS, no app chrome) and a phone image to share. */
export function IncidentPosterPage() {
  const { incidentId = '' } = useParams();
  const { data: poster, error, isLoading, mutate } = useIncidentPoster(incidentId);
  if (isLoading) return <PageLoading />;
  if (!poster) {
    return (
      <Screen title="Lost-pet poster">
        {hasStatus(error, 404) || hasStatus(error, 403) || !error ? (
          <EmptyState
            icon={<ShieldAlert />}
            title="There is no poster for this incident"
            description="Posters are for lost pets, and only the booking’s owner, its sitter and Pawpal can open them."
            action={
              <Button asChild variant="outline">
                <Link to={paths.incident(incidentId)}>Back to the incident</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title="We couldn’t load the poster" message={describeError(error)} onRetry={() => void mutate()} />
        )}
      </Screen>
    );
  }
  return <Poster poster={poster} incidentId={incidentId} />;
}
