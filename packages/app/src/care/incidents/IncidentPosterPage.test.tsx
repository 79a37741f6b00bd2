import type { LostPetPoster } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { serveRoutes } from '../../test/fetch-routes';
import { makeBooking, makeIncident, makeLostPetPoster, makeUser } from '../../test/fixtures';
import { IncidentPosterPage, POSTER_PRINT_CSS } from './IncidentPosterPage';

function serve(poster: LostPetPoster | null) {
  return serveRoutes({
    'GET /api/auth/user': () => Response.json(makeUser()),
    'GET /api/incidents/i1': () => Response.json(makeIncident()),
    'GET /api/bookings/b1': () => Response.json(makeBooking({ status: 'in_progress' })),
    'GET /api/incidents/i1/poster': () =>
      poster ? Response.json(poster) : Response.json({ statusCode: 404, message: 'Only a lost pet has a poster.' }, { status: 404 }),
  });
}

function renderPoster() {
  return render(
    <MemoryRouter initialEntries={['/incidents/i1/poster']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/incidents/:incidentId/poster" element={<IncidentPosterPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

/** A 2D context that records the text drawn on it. */
function installCanvas() {
  const drawn: string[] = [];
  const context = {
    fillRect() {},
    drawImage() {},
    fillText: (text: string) => drawn.push(text),
    measureText: (text: string) => ({ width: text.length * 24 }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback) =>
    callback(new Blob(['png'], { type: 'image/png' })),
  );
  return drawn;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:poster');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'share');
  Reflect.deleteProperty(window.navigator, 'canShare');
});

describe('the lost-pet poster', () => {
  it('shows the photo, name, breed, colour, microchip, where and when last seen, whom to call and what to do now', async () => {
    serve(makeLostPetPoster());
    renderPoster();
    const poster = await screen.findByRole('article', { name: 'Poster: LOST DOG, Rex' });
    expect(within(poster).getByText('LOST DOG')).toBeInTheDocument();
    expect(within(poster).getByRole('heading', { name: 'Rex' })).toBeInTheDocument();
    expect(within(poster).getByRole('img', { name: 'Rex, the lost dog' })).toHaveAttribute('src', '/api/uploads/rex.jpg');
    const facts = () =>
      Object.fromEntries(
        within(poster)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    // Last seen in the stay's zone once its booking has loaded: 10:15 am AEDT.
    await waitFor(() =>
      expect(facts()).toEqual({
        Breed: 'Kelpie',
        Colour: 'Red and tan',
        Microchip: '956000012345678',
        'Last seen': 'Surry Hills, Wed, 11 Mar, 10:15 am',
      }),
    );
    expect(within(poster).getByText(/If you see Rex, call Olivia on/)).toBeInTheDocument();
    expect(within(poster).getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
    const steps = screen.getByRole('region', { name: 'What to do now' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(makeLostPetPoster().steps);
  });

  it('prints one A4 page of the poster alone', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    serve(makeLostPetPoster());
    const view = renderPoster();
    await userEvent.click(await screen.findByRole('button', { name: 'Print the poster' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(POSTER_PRINT_CSS).toMatch(/@page \{ size: A4 portrait;/);
    expect(POSTER_PRINT_CSS).toMatch(/header, footer, nav, \[data-print-hidden\] \{ display: none !important; \}/);
    expect(view.container.querySelector('style')?.textContent).toBe(POSTER_PRINT_CSS);
    // The buttons and the steps are for the screen; the poster is what prints.
    expect(screen.getByRole('button', { name: 'Print the poster' }).closest('[data-print-hidden]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'What to do now' })).toHaveAttribute('data-print-hidden');
    expect(screen.getByRole('article', { name: 'Poster: LOST DOG, Rex' })).toHaveAttribute('data-poster');
  });

  it('draws a phone image and hands it to the share sheet where the browser can share files', async () => {
    const user = userEvent.setup();
    const drawn = installCanvas();
    const share = vi.fn(async () => {});
    Object.defineProperty(window.navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    serve(makeLostPetPoster({ photoUrl: null }));
    renderPoster();
    await waitFor(() => expect(screen.getByText('Surry Hills, Wed, 11 Mar, 10:15 am')).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Make an image to share' }));
    await user.click(await screen.findByRole('button', { name: 'Share the image' }));
    expect(drawn).toEqual([
      'LOST DOG',
      'Rex',
      'Breed: Kelpie',
      'Colour: Red and tan',
      'Microchip: 956000012345678',
      // Wrapped by the context's measure (24 px a character here, 936 px a line).
      'Last seen in Surry Hills on Wed, 11',
      'Mar, 10:15 am',
      'If you see Rex, call Olivia on',
      '0412 345 678',
    ]);
    expect(share).toHaveBeenCalledWith({
      files: [expect.objectContaining({ name: 'lost-rex.png', type: 'image/png' })],
      title: 'Lost: Rex',
      text: 'If you see Rex, call Olivia on 0412 345 678.',
    });
  });

  it('offers the image as a download where the browser can’t share files', async () => {
    const user = userEvent.setup();
    installCanvas();
    serve(makeLostPetPoster({ photoUrl: null }));
    renderPoster();
    await user.click(await screen.findByRole('button', { name: 'Make an image to share' }));
    const download = await screen.findByRole('link', { name: 'Download the image' });
    expect(download).toHaveAttribute('download', 'lost-rex.png');
    expect(download).toHaveAttribute('href', 'blob:poster');
    expect(screen.queryByRole('button', { name: 'Share the image' })).not.toBeInTheDocument();
  });

  it('says there is no poster for an incident that is not a lost pet', async () => {
    serve(null);
    renderPoster();
    await expect(screen.findByText('There is no poster for this incident', undefined, { timeout: 10_000 })).resolves.toBeInTheDocument();
  });
});
