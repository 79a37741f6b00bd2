import { API_LOGOUT_PATH } from '@pawpal/contract';
import { Footer, PageLoading, TopNav } from '@pawpal/ui';
import { PawPrint } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../data/auth';
import { usePendingCount, useUnreadCount } from '../data/counts';
import { useRole } from '../data/role';
import { LiveProvider } from '../live/LiveProvider';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { showsChrome } from '../routes/access';
import { AppRoutes } from '../routes/AppRoutes';
import { COMPANY_NAME, FOOTER_STATEMENT, SUPPORT_EMAIL, footerYear, SUPPORT_PHONE } from '../site/company';
import { FOOTER_LINKS, mainNavLinks, userMenuLinks, type NavAudience } from '../site/site-map';
// The design system's stylesheet (from source, like its components), before the app's index.css.
import '../../../ui/src/styles.css';
import { RouterLink } from '../screen/RouterLink';
import { VerifyEmailBanner } from '../account/verify-email/VerifyEmailBanner';
import { EmailLinkNotice } from '../account/verify-email/EmailLinkNotice';
import { useRouteFocus } from './route-focus';
import { useSessionEnded } from './useSessionEnded';

// Only a signed-in user has these: a visitor's first page does not download them.
const NotificationBell = lazy(async () => ({ default: (await import('../notifications/NotificationBell')).NotificationBell }));
const ProfilePrompt = lazy(async () => ({ default: (await import('./ProfilePrompt')).ProfilePrompt }));

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus main directly: a #main hash would go through the router and stay in the URL.
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/**
 * The page frame: chrome (when the spec shows it), the skip link and <main>. Nothing route-
 * specific renders until auth, and for a signed-in user the role, have loaded, so the nav never
 * flashes the wrong links and "/" redirects to the right home.
 */
export function AppShell() {
  const { pathname, search } = useLocation();
  const { user, isLoading: authLoading } = useAuth();
  const role = useRole(user?.id);
  const ready = !authLoading && !(user && role.isLoading);
  const chrome = ready && showsChrome(pathname, user !== null);
  const audience: NavAudience = !user ? 'visitor' : role.isSitter ? 'sitter' : 'owner';
  const unreadMessages = useUnreadCount(user !== null);
  const pendingBookings = usePendingCount(user !== null && role.isSitter);
  // A session revoked or expired under an open tab: to sign in, and back here (useSessionEnded.ts).
  useSessionEnded(user !== null);

  // The same element while who is signed in stays the same: a re-render of the shell (counts,
  // auth revalidating) then leaves the page alone. A server-rendered page waiting for its chunk
  // to hydrate would otherwise be thrown away and rendered again from its loading state (a
  // layout shift of the whole page).
  const isAuthenticated = user !== null;
  const routes = useMemo(
    () => <AppRoutes isAuthenticated={isAuthenticated} isSitter={role.isSitter} isAdmin={role.isAdmin} />,
    [isAuthenticated, role.isSitter, role.isAdmin],
  );

  useEffect(() => {
    // BrowserRouter does not restore scroll: start each new page at the top.
    window.scrollTo(0, 0);
  }, [pathname]);
  const pageAnnouncement = useRouteFocus(pathname, ready);

  return (
    // The live connection and notifications exist only for a signed-in user; the providers stay
    // mounted either way so signing in does not remount the page.
    <LiveProvider userId={user?.id}>
      <NotificationsProvider userId={user?.id ?? null}>
        <div className="flex min-h-svh flex-col bg-background text-foreground">
          {/* While auth loads (a page the server did not render), the top navigation's height is
              kept so the page does not jump when it arrives (TopNav: h-16 and a 1 px border). */}
          {!ready ? <div aria-hidden="true" data-slot="top-nav-placeholder" className="h-16 shrink-0 border-b border-border" /> : null}
          {chrome ? (
            <>
              <a
                href="#main"
                onClick={skipToContent}
                className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
              >
                Skip to content
              </a>
              <TopNav
                brandName={COMPANY_NAME}
                logo={<PawPrint aria-hidden="true" className="size-6" />}
                links={mainNavLinks(audience, { unreadMessages, pendingBookings }, `${pathname}${search}`)}
                user={user}
                userMenuLinks={userMenuLinks(role.isSitter, role.isAdmin)}
                currentPath={pathname}
                linkComponent={RouterLink}
                logoutHref={API_LOGOUT_PATH}
                notificationSlot={
                  user ? (
                    // The bell's room is kept while it loads, so the nav does not shift.
                    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
                      <NotificationBell />
                    </Suspense>
                  ) : null
                }
              />
            </>
          ) : null}
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {ready && user ? <VerifyEmailBanner user={user} /> : null}
            <EmailLinkNotice ready={ready} user={user} />
            {ready ? routes : <PageLoading />}
          </main>
          {chrome ? (
            <Footer
              brandName={COMPANY_NAME}
              logo={<PawPrint aria-hidden="true" className="size-5" />}
              statement={FOOTER_STATEMENT}
              links={FOOTER_LINKS}
              supportEmail={SUPPORT_EMAIL}
              supportPhone={SUPPORT_PHONE}
              year={footerYear()}
              linkComponent={RouterLink}
            />
          ) : null}
          {/* Announces each new page after a route change (route-focus.ts). */}
          <div role="status" aria-live="polite" aria-atomic="true" data-slot="route-announcer" className="sr-only">
            {pageAnnouncement}
          </div>
          {ready && user ? (
            <Suspense fallback={null}>
              <ProfilePrompt user={user} />
            </Suspense>
          ) : null}
        </div>
      </NotificationsProvider>
    </LiveProvider>
  );
}
