import { lazy, type ComponentType } from 'react';

/*
 * Every screen is its own chunk, loaded on first visit (spec: pages load lazily). The route
 * table shows <PageLoading/> while a chunk arrives.
 */

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LandingPage = page(() => import('./landing/LandingPage'), 'LandingPage');
export const HomePage = page(() => import('./home/HomePage'), 'HomePage');
export const SitterDashboardPage = page(() => import('./sitter-dashboard/SitterDashboardPage'), 'SitterDashboardPage');
export const BrowseServicesPage = page(() => import('./browse-services/BrowseServicesPage'), 'BrowseServicesPage');
export const SitterProfilePage = page(() => import('./sitter-profile/SitterProfilePage'), 'SitterProfilePage');
export const BookingPage = page(() => import('./booking/BookingPage'), 'BookingPage');
export const BookingReviewPage = page(() => import('./booking-review/BookingReviewPage'), 'BookingReviewPage');
export const BookingsPage = page(() => import('./bookings/BookingsPage'), 'BookingsPage');
export const ChatPage = page(() => import('./chat/ChatPage'), 'ChatPage');
export const PetProfilesPage = page(() => import('./pet-profiles/PetProfilesPage'), 'PetProfilesPage');
export const PetProfilePage = page(() => import('./pet-profile/PetProfilePage'), 'PetProfilePage');
export const PaymentsPage = page(() => import('./payments/PaymentsPage'), 'PaymentsPage');
export const PaymentPage = page(() => import('./payment/PaymentPage'), 'PaymentPage');
export const PaymentDetailsPage = page(() => import('./payment-details/PaymentDetailsPage'), 'PaymentDetailsPage');
export const PaymentSettingsPage = page(() => import('./payment-settings/PaymentSettingsPage'), 'PaymentSettingsPage');
export const PayoutSettingsPage = page(() => import('./payout-settings/PayoutSettingsPage'), 'PayoutSettingsPage');
export const TaxReportPage = page(() => import('./tax-report/TaxReportPage'), 'TaxReportPage');
export const ProfilePage = page(() => import('./profile/ProfilePage'), 'ProfilePage');
export const MyDashboardPage = page(() => import('./my-dashboard/MyDashboardPage'), 'MyDashboardPage');
export const SitterRegistrationPage = page(() => import('./sitter-registration/SitterRegistrationPage'), 'SitterRegistrationPage');
export const SitterProfileEditPage = page(() => import('./sitter-profile-edit/SitterProfileEditPage'), 'SitterProfileEditPage');
export const SitterServicesEditPage = page(() => import('./sitter-services-edit/SitterServicesEditPage'), 'SitterServicesEditPage');
export const AvailabilityManagementPage = page(
  () => import('./availability-management/AvailabilityManagementPage'),
  'AvailabilityManagementPage',
);
export const AdminPage = page(() => import('./admin/AdminPage'), 'AdminPage');
export const HelpCentrePage = page(() => import('./help-centre/HelpCentrePage'), 'HelpCentrePage');
export const SafetyPage = page(() => import('./safety/SafetyPage'), 'SafetyPage');
export const TermsOfServicePage = page(() => import('./terms-of-service/TermsOfServicePage'), 'TermsOfServicePage');
export const PrivacyPolicyPage = page(() => import('./privacy-policy/PrivacyPolicyPage'), 'PrivacyPolicyPage');
export const BecomeASitterPage = page(() => import('./become-a-sitter/BecomeASitterPage'), 'BecomeASitterPage');
export const ReferralProgramPage = page(() => import('./referral-program/ReferralProgramPage'), 'ReferralProgramPage');
export const NotFoundPage = page(() => import('./not-found/NotFoundPage'), 'NotFoundPage');
