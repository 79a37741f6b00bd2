import { PageLoading } from '@pawpal/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { OWNER_HOME, SITTER_HOME } from './access';
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
  SafetyPage,
  SitterDashboardPage,
  SitterProfileEditPage,
  SitterProfilePage,
  SitterRegistrationPage,
  SitterServicesEditPage,
  TaxReportPage,
  TermsOfServicePage,
} from './pages';

export interface AppRoutesProps {
  /** Resolved auth: the route table is only rendered once auth (and the role) have loaded. */
  isAuthenticated: boolean;
  isSitter: boolean;
}

/**
 * The route table of spec section 2. Public pages work for everyone; signed out, every other
 * path shows the landing page; signed in, "/" goes to the role's home and unknown paths show
 * the not-found screen.
 */
export function AppRoutes({ isAuthenticated, isSitter }: AppRoutesProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {/* Public: signed in or out. */}
        <Route path="/sitter/:sitterId" element={<SitterProfilePage />} />
        <Route path="/browse-services" element={<BrowseServicesPage />} />
        {/* /booking/{sitterId?}; /booking?id={bookingId} is a booking notification's target. */}
        <Route path="/booking/:sitterId?" element={<BookingPage />} />
        <Route path="/help-centre" element={<HelpCentrePage />} />
        <Route path="/safety" element={<SafetyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/become-a-sitter" element={<BecomeASitterPage />} />
        <Route path="/referral-program" element={<ReferralProgramPage />} />

        {isAuthenticated ? (
          <>
            <Route path="/" element={<Navigate to={isSitter ? SITTER_HOME : OWNER_HOME} replace />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/sitter-dashboard" element={<SitterDashboardPage />} />
            <Route path="/sitter-registration" element={<SitterRegistrationPage />} />
            <Route path="/sitter-profile-edit" element={<SitterProfileEditPage />} />
            <Route path="/sitter-services-edit" element={<SitterServicesEditPage />} />
            <Route path="/availability-management" element={<AvailabilityManagementPage />} />
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/payment-details" element={<PaymentDetailsPage />} />
            <Route path="/payment-settings" element={<PaymentSettingsPage />} />
            <Route path="/payout-settings" element={<PayoutSettingsPage />} />
            <Route path="/tax-report" element={<TaxReportPage />} />
            <Route path="/payments" element={<PaymentsPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/pet-profiles" element={<PetProfilesPage />} />
            <Route path="/my-dashboard" element={<MyDashboardPage />} />
            <Route path="/bookings" element={<BookingsPage />} />
            <Route path="/booking-dashboard" element={<BookingsPage />} />
            <Route path="/chat/:channelId?" element={<ChatPage />} />
            <Route path="/pet-profile/:petId" element={<PetProfilePage />} />
            <Route path="/booking/:id/review" element={<BookingReviewPage />} />
            <Route path="/stripe-payment/:bookingId" element={<PaymentPage />} />
            <Route path="/payment/:bookingId" element={<PaymentPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </>
        ) : (
          <Route path="*" element={<LandingPage />} />
        )}
      </Routes>
    </Suspense>
  );
}
