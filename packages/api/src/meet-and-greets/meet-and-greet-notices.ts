import { Inject, Injectable } from '@nestjs/common';
import { MEET_AND_GREET_DURATION_MINUTES, MEET_AND_GREET_NOTICE_KIND, ROUTES } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type MailAttachment, MailQueue } from '../mail/mail-queue.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { writeIcs } from '../platform/calendar/ics.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { type MeetAndGreetRow } from './meet-and-greet-reads.js';

const MINUTE_MS = 60_000;

/** One step of a meet-and-greet as a person is told it. */
export interface MeetAndGreetMessage {
  title: string;
  body: string;
}

/** "Sat 5 Dec, 10:30 am" in the sitter's zone (the meet-and-greet happens there). */
export function meetingTime(time: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(time);
}

/**
 * The calendar invitation (RFC 5545, METHOD:REQUEST) of an accepted meet-and-greet: the sitter
 * organises, the owner attends, at the sitter's suburb (no address: they agree where in chat).
 */
export function invitationFor(row: MeetAndGreetRow, now: Date, appOrigin: string): MailAttachment {
  const start = row.chosen_time!;
  const place = [row.suburb, row.state].filter(Boolean).join(' ');
  const content = writeIcs({
    name: 'Pawpal',
    method: 'REQUEST',
    now,
    events: [
      {
        uid: `meet-and-greet-${row.id}@pawpal`,
        start,
        end: new Date(start.getTime() + MEET_AND_GREET_DURATION_MINUTES * MINUTE_MS),
        summary: `Pawpal meet-and-greet: ${row.owner_first_name} and ${row.sitter_first_name}`,
        description: `${row.owner_first_name} meets ${row.sitter_first_name}, with the pets, before a first booking. Agree where in Pawpal's messages.\n${appOrigin}${ROUTES.bookings}`,
        ...(place ? { location: place } : {}),
        organizer: { name: row.sitter_first_name, email: row.sitter_email },
        attendees: [{ name: row.owner_first_name, email: row.owner_email }],
      },
    ],
  });
  return { filename: 'meet-and-greet.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content };
}

/**
 * Tells a meet-and-greet's people about a step, in the step's transaction: an in-app notice and,
 * within their notification preferences (kind `meet_and_greet`), an email (with the invitation
 * once a time is chosen) and its push. The key makes a step told to each person once.
 */
@Injectable()
export class MeetAndGreetNotices {
  constructor(
    private readonly notices: NoticesService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(
    manager: EntityManager,
    row: MeetAndGreetRow,
    to: readonly ('owner' | 'sitter')[],
    step: string,
    message: (side: 'owner' | 'sitter') => MeetAndGreetMessage,
    attachments: MailAttachment[] = [],
  ): Promise<void> {
    for (const side of to) {
      const userId = side === 'owner' ? row.owner_id : row.sitter_id;
      const dedupeKey = `meet-and-greet:${row.id}:${step}:${userId}`;
      if (await this.mail.isQueued(manager, dedupeKey)) continue;
      const { title, body } = message(side);
      await this.notices.send(manager, userId, { kind: MEET_AND_GREET_NOTICE_KIND, title, body, link: ROUTES.bookings });
      await this.mail.enqueue(manager, {
        userId,
        to: side === 'owner' ? row.owner_email : row.sitter_email,
        kind: MEET_AND_GREET_NOTICE_KIND,
        dedupeKey,
        attachments,
        content: {
          subject: title,
          greeting: `Hi ${side === 'owner' ? row.owner_first_name : row.sitter_first_name},`,
          paragraphs: [body],
          action: { label: 'Open your bookings', url: `${this.config.appOrigin}${ROUTES.bookings}` },
        },
      });
    }
  }

  appOrigin(): string {
    return this.config.appOrigin;
  }
}
