import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './route-focus';

/** A page whose heading arrives later, like a lazy screen waiting for its data. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Late page</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Load
    </button>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const announcement = useRouteFocus(pathname, true);
  return (
    <>
      <nav>
        <Link to="/a">Page A</Link>
        <Link to="/b">Page B</Link>
        <Link to="/late">Late</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/a" element={<h1>Page A heading</h1>} />
          <Route path="/b" element={<h1 tabIndex={0}>Page B heading</h1>} />
          <Route path="/late" element={<LatePage />} />
        </Routes>
      </main>
      <div role="status" data-testid="announcer">
        {announcement}
      </div>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );
}

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page of a visit', () => {
    renderAt('/a');
    expect(document.body).toHaveFocus();
    expect(screen.getByTestId('announcer')).toBeEmptyDOMElement();
  });

  it('focuses the new page heading (tabIndex -1) and announces it after a route change', async () => {
    renderAt('/a');
    screen.getByRole('link', { name: 'Page B' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Page B heading' });
    expect(heading).toHaveFocus();
    // A heading's own tabIndex is kept.
    expect(heading).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('announcer')).toHaveTextContent('Page B heading');

    screen.getByRole('link', { name: 'Page A' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Page A heading' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Page A heading' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('announcer')).toHaveTextContent('Page A heading');
  });

  it('waits for a heading that arrives after the page', async () => {
    renderAt('/a');
    screen.getByRole('link', { name: 'Late' }).focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Load' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Late page' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(screen.getByTestId('announcer')).toHaveTextContent('Late page');
  });
});
