import { type AddCalendarInput, apiPaths, type AvailabilityConfirmation, type CalendarImport, type MyCalendar } from '@pawpal/contract';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/*
 * The sitter's calendar feed, imported calendars and availability confirmation
 * (docs/bookings.md, "Calendars that tell the truth"). Each write puts the API's answer into the
 * cache of GET /api/sitters/me/calendar.
 */

export function useMyCalendar(enabled = true) {
  return useSWR<MyCalendar, Error>(enabled ? apiPaths.myCalendar() : null);
}

/** The writes of sitter `sitterId`: adding or removing a calendar also re-reads their availability. */
export function useCalendarWrites(sitterId: string) {
  const { mutate } = useSWRConfig();
  const key = apiPaths.myCalendar();
  const availability = apiPaths.sitterAvailability(sitterId);
  const rereadAvailability = () => mutate((cached) => typeof cached === 'string' && cached.startsWith(availability));
  const patch = (change: (calendar: MyCalendar) => MyCalendar) =>
    mutate<MyCalendar>(key, (current) => (current ? change(current) : current), { revalidate: false });

  return {
    /** POST /api/sitters/me/calendar/rotate: a new feed address (the old one stops working). */
    async rotateFeed(): Promise<MyCalendar> {
      const calendar = await sendJson<MyCalendar>('POST', apiPaths.myCalendarRotate());
      await mutate(key, calendar, { revalidate: false });
      return calendar;
    },
    /** POST /api/sitters/me/calendars: by URL or by a file's text. */
    async addCalendar(input: AddCalendarInput): Promise<CalendarImport> {
      const added = await sendJson<CalendarImport>('POST', apiPaths.myCalendars(), input);
      await patch((calendar) => ({ ...calendar, imports: [...calendar.imports, added] }));
      await rereadAvailability();
      return added;
    },
    /** DELETE /api/sitters/me/calendars/{id}. */
    async removeCalendar(importId: string): Promise<void> {
      await sendJson<null>('DELETE', apiPaths.myCalendarImport(importId));
      await patch((calendar) => ({ ...calendar, imports: calendar.imports.filter((item) => item.id !== importId) }));
      await rereadAvailability();
    },
    /** POST /api/sitters/me/availability/confirm. */
    async confirmAvailability(): Promise<AvailabilityConfirmation> {
      const confirmed = await sendJson<AvailabilityConfirmation>('POST', apiPaths.myAvailabilityConfirm());
      await patch((calendar) => ({ ...calendar, availabilityConfirmedAt: confirmed.availabilityConfirmedAt }));
      return confirmed;
    },
  };
}
