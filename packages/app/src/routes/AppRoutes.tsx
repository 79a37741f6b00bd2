import { appealPaths, ROUTES } from '@pawpal/contract';
import { PageLoading } from '@pawpal/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AdminPage,
  AvailabilityManagementPage,
  BecomeASitterPage,
  BookingPage,
  BookingReviewPage,
  BookingsPage,
  BrowseServicesPage,
  ChatPage,
  HelpCentrePage,
  HomePage,
  IncidentPage,
  IncidentPosterPage,
  SeriesPage,
  StandbyPage,
  LandingPage,
  MyDashboardPage,
  NotFoundPage,
  PaymentDetailsPage,
  PaymentPage,
  PaymentSettingsPage,
  PaymentsPage,
  PayoutSettingsPage,
  PetProfilePage,
  PetProfilesPage,
  PrivacyPolicyPage,
  ProfilePage,
  ReferralProgramPage,
  ResetPasswordPage,
  SafetyPage,
  ReliabilityPage,
  SitterDashboardPage,
  SitterProfileEditPage,
  SitterProfilePage,
  SitterRegistrationPage,
  SitterServicesEditPage,
  TaxReportPage,
  TermsOfServicePage,
  TodayPage,
  CommunityRulesPage,
  SuspensionAppealPage,
  DecisionsPage,
} from './pages';
import { roleHome } from '../site/site-map';

export interface AppRoutesProps {
  /** Resolved auth: the route table is only rendered once auth (and the role) have loaded. */
  isAuthenticated: boolean;
  isSitter: boolean;
  /** An admin's "/" (where signing in lands) is the admin console. */
  isAdmin?: boolean;
}

/**
 * The route table (the contract's ROUTES). Public pages work for everyone; signed out, every other
 * path shows the landing page; signed in, "/" goes to the role's home and unknown paths show
 * the not-found screen.
 */
export function AppRoutes({ isAuthenticated, isSitter, isAdmin = false }: AppRoutesProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {/* Public: signed in or out. */}
        <Route path={ROUTES.sitter} element={<SitterProfilePage />} />
        <Route path={ROUTES.browseServices} element={<BrowseServicesPage />} />
        {/* /booking/{sitterId?}; /booking?id={bookingId} is a booking notification's target. */}
        <Route path={ROUTES.booking} element={<BookingPage />} />
        <Route path={ROUTES.helpCentre} element={<HelpCentrePage />} />
        <Route path={ROUTES.safety} element={<SafetyPage />} />
        <Route path={ROUTES.termsOfService} element={<TermsOfServicePage />} />
        <Route path={ROUTES.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={ROUTES.becomeASitter} element={<BecomeASitterPage />} />
        <Route path={ROUTES.referralProgram} element={<ReferralProgramPage />} />
        <Route path={ROUTES.reliability} element={<ReliabilityPage />} />
        {/* Not a spec page: where a password-reset email lands, signed in or out. */}
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        {/* The published community rules, and where a suspension email's appeal link lands (a suspended member is signed out). */}
        <Route path={appealPaths.communityRules} element={<CommunityRulesPage />} />
        <Route path={appealPaths.suspensionAppeal} element={<SuspensionAppealPage />} />

        {isAuthenticated ? (
          <>
            <Route path={ROUTES.root} element={<Navigate to={roleHome(isSitter, isAdmin)} replace />} />
            <Route path={ROUTES.home} element={<HomePage />} />
            <Route path={ROUTES.sitterDashboard} element={<SitterDashboardPage />} />
            <Route path={ROUTES.sitterRegistration} element={<SitterRegistrationPage />} />
            <Route path={ROUTES.sitterProfileEdit} element={<SitterProfileEditPage />} />
            <Route path={ROUTES.sitterServicesEdit} element={<SitterServicesEditPage />} />
            <Route path={ROUTES.availabilityManagement} element={<AvailabilityManagementPage />} />
            <Route path={ROUTES.admin} element={<AdminPage />} />
            <Route path={ROUTES.paymentDetails} element={<PaymentDetailsPage />} />
            <Route path={ROUTES.paymentSettings} element={<PaymentSettingsPage />} />
            <Route path={ROUTES.payoutSettings} element={<PayoutSettingsPage />} />
            <Route path={ROUTES.taxReport} element={<TaxReportPage />} />
            <Route path={ROUTES.payments} element={<PaymentsPage />} />
            <Route path={ROUTES.profile} element={<ProfilePage />} />
            <Route path={ROUTES.petProfiles} element={<PetProfilesPage />} />
            <Route path={ROUTES.myDashboard} element={<MyDashboardPage />} />
            <Route path={ROUTES.bookings} element={<BookingsPage />} />
            <Route path={ROUTES.bookingDashboard} element={<BookingsPage />} />
            <Route path={ROUTES.chat} element={<ChatPage />} />
            <Route path={ROUTES.petProfile} element={<PetProfilePage />} />
            <Route path={ROUTES.bookingReview} element={<BookingReviewPage />} />
            <Route path={ROUTES.stripePayment} element={<PaymentPage />} />
            <Route path={ROUTES.payment} element={<PaymentPage />} />
            {/* The sitter's visits of today: sitters only (anyone else is told what the page is for). */}
            <Route path={ROUTES.careToday} element={<TodayPage />} />
            {/* An incident and a lost pet's poster: the booking's owner, its sitter and admins (the API decides). */}
            <Route path={ROUTES.incident} element={<IncidentPage />} />
            <Route path={ROUTES.incidentPoster} element={<IncidentPosterPage />} />
            {/* Weekly care: its owner and its sitter (the API decides); /series/new?sitterId= asks for one. */}
            <Route path={ROUTES.series} element={<SeriesPage />} />
            {/* A sitter's standby asks and offers (docs/standby.md). */}
            <Route path={ROUTES.standby} element={<StandbyPage />} />
            {/* The member's decisions and their appeals. */}
            <Route path={appealPaths.decisions} element={<DecisionsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </>
        ) : (
          <Route path="*" element={<LandingPage />} />
        )}
      </Routes>
    </Suspense>
  );
}
