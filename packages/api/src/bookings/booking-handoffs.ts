import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type BookingRow } from './booking-view.js';

/**
 * Decides, inside the sitter's cancel transaction, whether someone else takes the paid booking
 * over instead of it being cancelled and refunded (the standby sitters, docs/standby.md). True:
 * the handler kept the booking (it stays paid, the sitter's withdrawal recorded); false: cancel.
 */
export type SitterWithdrawalHandler = (manager: EntityManager, booking: BookingRow, now: Date) => Promise<boolean>;

/**
 * Where a feature that can take over a booking registers (the standby module, at start), so the
 * bookings feature asks it without importing it: the feature floor allows no cycle.
 */
@Injectable()
export class BookingHandoffs {
  private readonly handlers: SitterWithdrawalHandler[] = [];

  register(handler: SitterWithdrawalHandler): void {
    this.handlers.push(handler);
  }

  /** Whether a registered handler kept the booking the sitter is cancelling. */
  async keptOnSitterCancel(manager: EntityManager, booking: BookingRow, now: Date): Promise<boolean> {
    for (const handler of this.handlers) if (await handler(manager, booking, now)) return true;
    return false;
  }
}
