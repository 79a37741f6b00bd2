import { paths } from '@pawpal/contract';
import { ArrowLeft, PawPrint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { COMPANY_NAME } from '../../site/company';

/**
 * The reading pages (help centre, safety, terms, privacy) have no top navigation for a signed-out
 * visitor (routes/access.ts lists where it shows): this bar gives them the logo and a way home.
 * Signed in, the chrome is there and the bar is not.
 */
export function HomeBar() {
  const { user, isLoading } = useAuth();
  if (isLoading || user) return null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-6">
      <Link
        to={paths.root()}
        className="inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <PawPrint aria-hidden="true" className="size-6" />
        {COMPANY_NAME}
      </Link>
      <Link
        to={paths.root()}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {COMPANY_NAME}
      </Link>
    </div>
  );
}
