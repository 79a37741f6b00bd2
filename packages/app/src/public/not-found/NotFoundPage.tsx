import { Button, NotFound } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useRole } from '../../data/role';
import { OWNER_HOME, SITTER_HOME } from '../../routes/access';
import { useDocumentTitle } from '../../screen/useDocumentTitle';

/** Any unknown path for a signed-in user. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  return (
    <NotFound
      homeAction={
        <Button asChild>
          <Link to={isSitter ? SITTER_HOME : OWNER_HOME}>Go to your home page</Link>
        </Button>
      }
    />
  );
}
