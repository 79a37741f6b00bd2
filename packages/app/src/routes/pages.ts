import { lazy, type ComponentType } from 'react';

/*
 * Every screen is its own chunk, loaded on first visit (spec: pages load lazily). The route
 * table shows <PageLoading/> while a chunk arrives.
 */

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LandingPage = page(() => import('../public/landing/LandingPage'), 'LandingPage');
export const HomePage = page(() => import('../account/home/HomePage'), 'HomePage');
export const SitterDashboardPage = page(() => import('../sitter/dashboard/SitterDashboardPage'), 'SitterDashboardPage');
export const BrowseServicesPage = page(() => import('../search/browse-services/BrowseServicesPage'), 'BrowseServicesPage');
export const SitterProfilePage = page(() => import('../search/sitter-profile/SitterProfilePage'), 'SitterProfilePage');
export const BookingPage = page(() => import('../bookings/booking/BookingPage'), 'BookingPage');
export const BookingReviewPage = page(() => import('../bookings/review/BookingReviewPage'), 'BookingReviewPage');
export const BookingsPage = page(() => import('../bookings/list/BookingsPage'), 'BookingsPage');
export const ChatPage = page(() => import('../chat/ChatPage'), 'ChatPage');
export const PetProfilesPage = page(() => import('../pets/list/PetProfilesPage'), 'PetProfilesPage');
export const PetProfilePage = page(() => import('../pets/profile/PetProfilePage'), 'PetProfilePage');
export const PaymentsPage = page(() => import('../account/payments/PaymentsPage'), 'PaymentsPage');
export const PaymentPage = page(() => import('../bookings/payment/PaymentPage'), 'PaymentPage');
export const PaymentDetailsPage = page(() => import('../account/payments/PaymentDetailsPage'), 'PaymentDetailsPage');
export const PaymentSettingsPage = page(() => import('../account/payments/PaymentSettingsPage'), 'PaymentSettingsPage');
export const PayoutSettingsPage = page(() => import('../account/payments/PayoutSettingsPage'), 'PayoutSettingsPage');
export const TaxReportPage = page(() => import('../account/payments/TaxReportPage'), 'TaxReportPage');
export const ProfilePage = page(() => import('../account/profile/ProfilePage'), 'ProfilePage');
export const ResetPasswordPage = page(() => import('../account/reset-password/ResetPasswordPage'), 'ResetPasswordPage');
export const MyDashboardPage = page(() => import('../account/my-dashboard/MyDashboardPage'), 'MyDashboardPage');
export const SitterRegistrationPage = page(() => import('../sitter/registration/SitterRegistrationPage'), 'SitterRegistrationPage');
export const SitterProfileEditPage = page(() => import('../sitter/profile-edit/SitterProfileEditPage'), 'SitterProfileEditPage');
export const SitterServicesEditPage = page(() => import('../sitter/services-edit/SitterServicesEditPage'), 'SitterServicesEditPage');
export const AvailabilityManagementPage = page(
  () => import('../sitter/availability/AvailabilityManagementPage'),
  'AvailabilityManagementPage',
);
export const TodayPage = page(() => import('../care/today/TodayPage'), 'TodayPage');
export const IncidentPage = page(() => import('../care/incidents/IncidentPage'), 'IncidentPage');
export const IncidentPosterPage = page(() => import('../care/incidents/IncidentPosterPage'), 'IncidentPosterPage');
export const SeriesPage = page(() => import('../series/SeriesPage'), 'SeriesPage');
export const AdminPage = page(() => import('../admin/AdminPage'), 'AdminPage');
export const HelpCentrePage = page(() => import('../public/help-centre/HelpCentrePage'), 'HelpCentrePage');
export const SafetyPage = page(() => import('../public/safety/SafetyPage'), 'SafetyPage');
export const ReliabilityPage = page(() => import('../public/reliability/ReliabilityPage'), 'ReliabilityPage');
export const TermsOfServicePage = page(() => import('../public/terms-of-service/TermsOfServicePage'), 'TermsOfServicePage');
export const PrivacyPolicyPage = page(() => import('../public/privacy-policy/PrivacyPolicyPage'), 'PrivacyPolicyPage');
export const BecomeASitterPage = page(() => import('../public/become-a-sitter/BecomeASitterPage'), 'BecomeASitterPage');
export const ReferralProgramPage = page(() => import('../public/referral-program/ReferralProgramPage'), 'ReferralProgramPage');
export const NotFoundPage = page(() => import('../public/not-found/NotFoundPage'), 'NotFoundPage');
export const StandbyPage = page(() => import('../standby/StandbyPage'), 'StandbyPage');
export const CommunityRulesPage = page(() => import('../appeals/CommunityRulesPage'), 'CommunityRulesPage');
export const SuspensionAppealPage = page(() => import('../appeals/SuspensionAppealPage'), 'SuspensionAppealPage');
export const DecisionsPage = page(() => import('../appeals/DecisionsPage'), 'DecisionsPage');
