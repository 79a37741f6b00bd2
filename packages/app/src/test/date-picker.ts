import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';

/**
 * Picks a day ('YYYY-MM-DD') in the DatePicker whose trigger is given, as a person does: opens
 * it, chooses the year and the month from its lists, clicks the day (which closes it).
 */
export async function pickDate(user: UserEvent, trigger: HTMLElement, iso: string): Promise<void> {
  const day = parseISO(iso);
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Year' }), String(day.getFullYear()));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Month' }), String(day.getMonth()));
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`\\b${format(day, 'd MMMM yyyy', { locale: enAU })}\\b`) }));
}
