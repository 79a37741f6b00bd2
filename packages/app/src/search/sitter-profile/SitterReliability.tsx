import { loginHref, paths, RELIABILITY_WINDOW_DAYS, SITTER_FIGURE_LABELS, SITTER_FIGURES } from '@pawpal/contract';
import { Skeleton } from '@pawpal/ui';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useSitterReliability } from '../../data/reliability';
import { ReliabilityFigures } from '../../shared/ReliabilityFigures';

/** The sitter's reliability record on their page: for signed-in members (the API's rule), with a link to the formulas. */
export function SitterReliability({ sitterId, firstName }: { sitterId: string; firstName: string }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const record = useSitterReliability(sitterId, isAuthenticated);
  return (
    <section aria-labelledby="sitter-reliability" className="flex flex-col gap-3">
      <h2 id="sitter-reliability" className="text-xl font-semibold text-foreground">
        Reliability
      </h2>
      <p className="text-sm text-muted-foreground">
        Counted from what happened over the last {RELIABILITY_WINDOW_DAYS} days, never typed in.{' '}
        <Link to={paths.reliability()} className="font-medium text-primary underline underline-offset-4">
          How reliability is counted
        </Link>
      </p>
      {!isAuthenticated ? (
        <p className="text-sm">
          <a href={loginHref(location.pathname)} className="font-medium text-primary underline underline-offset-4">
            Sign in
          </a>{' '}
          to see {firstName}’s record.
        </p>
      ) : record.data ? (
        <ReliabilityFigures figures={record.data.figures} labels={SITTER_FIGURE_LABELS} order={SITTER_FIGURES} />
      ) : record.error ? (
        <p className="text-sm text-muted-foreground">We couldn’t load the record.</p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </section>
  );
}
