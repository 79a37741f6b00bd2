import { paths, SERVICE_NOUNS, type SeriesSummary } from '@pawpal/contract';
import { Card, CardContent, CardHeader, CardTitle, StatusBadge } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { SERIES_STATUS_LABELS, SERIES_STATUS_TONES, useSeriesList } from '../data/series';
import { dayLabel } from './SeriesPage';

function SeriesItem({ series }: { series: SeriesSummary }) {
  const other = series.viewerRole === 'owner' ? series.sitter : series.owner;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-col">
        <Link to={paths.series(series.id)} className="font-medium underline-offset-4 hover:underline">
          Weekly {SERVICE_NOUNS[series.service]} with {other.firstName}
        </Link>
        <span className="text-sm text-muted-foreground">{series.nextDate ? `Next: ${dayLabel(series.nextDate)}` : 'No dates to come'}</span>
      </div>
      <StatusBadge status={series.status} tone={SERIES_STATUS_TONES[series.status]}>
        {SERIES_STATUS_LABELS[series.status]}
      </StatusBadge>
    </li>
  );
}

/** The member's weekly care on one side (owner or sitter), on the bookings screen; nothing while there is none. */
export function SeriesList({ as }: { as: 'owner' | 'sitter' }) {
  const { data } = useSeriesList();
  const mine = (data?.series ?? []).filter((series) => series.viewerRole === as);
  if (mine.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly care</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Weekly care" className="flex flex-col gap-2">
          {mine.map((series) => (
            <SeriesItem key={series.id} series={series} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
