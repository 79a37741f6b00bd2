import { Module } from '@nestjs/common';
import { BookingNotificationsService } from './booking-notifications.service.js';

/** Emails about bookings, payouts and unread messages, through the global MailModule. */
@Module({ providers: [BookingNotificationsService] })
export class NotificationsModule {}
