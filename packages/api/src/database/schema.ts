import { SitterServiceOffer } from '../sitters/sitter-service-offer.entity.js';
import { SitterProfile } from '../sitters/sitter-profile.entity.js';
import { Pet } from '../pets/pet.entity.js';
import { User } from '../users/user.entity.js';
import { InitialSchema1763596800000 } from './migrations/1763596800000-InitialSchema.js';
import { Chat1763597300000 } from './migrations/1763597300000-Chat.js';
import { SittersAvailability1763596900000 } from './migrations/1763596900000-SittersAvailability.js';
import { PetsBookingsPayments1763704807123 } from './migrations/1763704807123-PetsBookingsPayments.js';
import { SearchCalendarColumns1763800000000 } from './migrations/1763800000000-SearchCalendarColumns.js';
import { TrustFoundation1764100000000 } from './migrations/1764100000000-TrustFoundation.js';
import { SitterVerification1764100100000 } from './migrations/1764100100000-SitterVerification.js';
import { ReviewsReports1764100200000 } from './migrations/1764100200000-ReviewsReports.js';
import { AdminAccounts1764100300000 } from './migrations/1764100300000-AdminAccounts.js';
import { PayoutAccounts1764200000000 } from './migrations/1764200000000-PayoutAccounts.js';
import { Ledger1764200100000 } from './migrations/1764200100000-Ledger.js';
import { Payouts1764200200000 } from './migrations/1764200200000-Payouts.js';
import { SavedCards1764200300000 } from './migrations/1764200300000-SavedCards.js';
import { Referrals1764200400000 } from './migrations/1764200400000-Referrals.js';
import { MailAndAccounts1764200500000 } from './migrations/1764200500000-MailAndAccounts.js';
import { IdempotencyKeys1764200900000 } from './migrations/1764200900000-IdempotencyKeys.js';
import { MarketplaceRules1764300100000 } from './migrations/1764300100000-MarketplaceRules.js';
import { EventOutbox1764300300000 } from './migrations/1764300300000-EventOutbox.js';
import { WebPush1764300400000 } from './migrations/1764300400000-WebPush.js';
import { RateLimits1764300700000 } from './migrations/1764300700000-RateLimits.js';
import { BookingTimes1764300900000 } from './migrations/1764300900000-BookingTimes.js';
import { ReportBookings1764301100000 } from './migrations/1764301100000-ReportBookings.js';
import { OpenPaymentProviders1764301200000 } from './migrations/1764301200000-OpenPaymentProviders.js';
import { OnePendingRequest1764402200000 } from './migrations/1764402200000-OnePendingRequest.js';
import { ReferredMailboxes1764402430000 } from './migrations/1764402430000-ReferredMailboxes.js';
import { UploadIds1764402440000 } from './migrations/1764402440000-UploadIds.js';
import { UploadDeletionMark1764402450000 } from './migrations/1764402450000-UploadDeletionMark.js';
import { PoliceCheckCertificateDate1764403100000 } from './migrations/1764403100000-PoliceCheckCertificateDate.js';
import { Incidents1764500700000 } from './migrations/1764500700000-Incidents.js';
import { TruthfulCalendars1764600400000 } from './migrations/1764600400000-TruthfulCalendars.js';
import { CareDuringStay1764500100000 } from './migrations/1764500100000-CareDuringStay.js';
import { BookingChanges1764600100000 } from './migrations/1764600100000-BookingChanges.js';
import { MeetAndGreets1764600300000 } from './migrations/1764600300000-MeetAndGreets.js';
import { WeeklyCare1764600200000 } from './migrations/1764600200000-WeeklyCare.js';
import { StandbySitters1764600600000 } from './migrations/1764600600000-StandbySitters.js';
import { Appeals1764600700000 } from './migrations/1764600700000-Appeals.js';
import { Reliability1764600500000 } from './migrations/1764600500000-Reliability.js';
import { AuditActors1764600800000 } from './migrations/1764600800000-AuditActors.js';
import { InvoiceNumbers1764700100000 } from './migrations/1764700100000-InvoiceNumbers.js';
import { SavedSearches1764800500000 } from './migrations/1764800500000-SavedSearches.js';
import { RebookTopUps1764800600000 } from './migrations/1764800600000-RebookTopUps.js';
import { SuspendedUsersIndex1764800700000 } from './migrations/1764800700000-SuspendedUsersIndex.js';

/**
 * The entities of the tables used through TypeORM repositories (users, sitter profiles and their
 * services, pets). Bookings, chat, payments, search and calendars are raw SQL and have none; the
 * migrations below are the schema's one source of truth.
 */
export const ENTITIES = [User, SitterProfile, SitterServiceOffer, Pet];

/** Every migration, oldest first. A new migration is appended here (see docs/api.md). */
export const MIGRATIONS = [
  InitialSchema1763596800000,
  Chat1763597300000,
  SittersAvailability1763596900000,
  PetsBookingsPayments1763704807123,
  SearchCalendarColumns1763800000000,
  TrustFoundation1764100000000,
  SitterVerification1764100100000,
  ReviewsReports1764100200000,
  AdminAccounts1764100300000,
  PayoutAccounts1764200000000,
  Ledger1764200100000,
  Payouts1764200200000,
  SavedCards1764200300000,
  Referrals1764200400000,
  MailAndAccounts1764200500000,
  IdempotencyKeys1764200900000,
  MarketplaceRules1764300100000,
  EventOutbox1764300300000,
  WebPush1764300400000,
  RateLimits1764300700000,
  BookingTimes1764300900000,
  ReportBookings1764301100000,
  OpenPaymentProviders1764301200000,
  OnePendingRequest1764402200000,
  ReferredMailboxes1764402430000,
  UploadIds1764402440000,
  UploadDeletionMark1764402450000,
  PoliceCheckCertificateDate1764403100000,
  Incidents1764500700000,
  CareDuringStay1764500100000,
  BookingChanges1764600100000,
  MeetAndGreets1764600300000,
  WeeklyCare1764600200000,
  TruthfulCalendars1764600400000,
  StandbySitters1764600600000,
  Appeals1764600700000,
  Reliability1764600500000,
  AuditActors1764600800000,
  InvoiceNumbers1764700100000,
  SavedSearches1764800500000,
  RebookTopUps1764800600000,
  SuspendedUsersIndex1764800700000,
];
