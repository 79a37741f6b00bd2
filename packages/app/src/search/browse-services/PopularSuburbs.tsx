import { paths } from '@pawpal/contract';
import { Link } from 'react-router-dom';
import { suburbLabel } from '../../data/geo';

/** Where most owners search: the capitals' centres and a few busy inner suburbs. */
export const POPULAR_SUBURBS = [
  { name: 'Sydney', state: 'NSW', postcode: '2000' },
  { name: 'Surry Hills', state: 'NSW', postcode: '2010' },
  { name: 'Newtown', state: 'NSW', postcode: '2042' },
  { name: 'Melbourne', state: 'VIC', postcode: '3000' },
  { name: 'Fitzroy', state: 'VIC', postcode: '3065' },
  { name: 'Brisbane City', state: 'QLD', postcode: '4000' },
  { name: 'Perth', state: 'WA', postcode: '6000' },
  { name: 'Adelaide', state: 'SA', postcode: '5000' },
  { name: 'Hobart', state: 'TAS', postcode: '7000' },
  { name: 'Canberra', state: 'ACT', postcode: '2601' },
] as const;

/** A search without a place starts from these instead of an empty page. */
export function PopularSuburbs() {
  return (
    <nav aria-label="Popular suburbs" className="flex flex-col items-center gap-3">
      <h4 className="text-sm font-medium text-muted-foreground">Popular suburbs</h4>
      <ul className="flex flex-wrap justify-center gap-2">
        {POPULAR_SUBURBS.map((suburb) => (
          <li key={suburb.postcode + suburb.name}>
            <Link
              to={paths.browseServices(
                new URLSearchParams({ suburb: suburb.name, state: suburb.state, postcode: suburb.postcode }).toString(),
              )}
              className="inline-flex rounded-full border border-border px-3 py-1 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              {suburbLabel(suburb)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
