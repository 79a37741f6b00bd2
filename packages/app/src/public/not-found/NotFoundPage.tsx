import { Button, NotFound } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useRole } from '../../data/role';
import { useDocumentTitle } from '../../screen/useDocumentTitle';
import { roleHome } from '../../site/site-map';

/** Any unknown path for a signed-in user. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  return (
    <NotFound
      homeAction={
        <Button asChild>
          <Link to={roleHome(isSitter)}>Go to your home page</Link>
        </Button>
      }
    />
  );
}
