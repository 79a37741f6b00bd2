/**
 * Design guidance for every component's docs page, in one place: when to use it and when not,
 * do/don't examples, what its variants mean, content rules and accessibility notes. The docs page
 * template in .storybook/preview.tsx renders the entry named by the story file's component title
 * (the last segment of its `title`); a test fails when a component has none.
 */
import * as React from 'react';

export interface Guidance {
  use: string;
  avoid: string;
  do: string[];
  dont: string[];
  /** What each variant (or size, or state) means, when the component has them. */
  variants?: Record<string, string>;
  content: string;
  a11y: string;
}

const FIELD_A11Y =
  'Always pair with a visible Label (or FormField) so the name is announced; errors go in the field description, linked with aria-describedby, not only in red.';

export const GUIDANCE: Record<string, Guidance> = {
  Button: {
    use: 'For an action on the current page: submitting a form, opening a dialog, confirming a booking.',
    avoid: 'For navigation to another page (use a link, or `asChild` with an <a>), or for toggling a setting (use Switch).',
    do: ['One primary (default) button per view, for the main action.', 'Start the label with a verb: "Book a sitter".'],
    dont: ['Two default buttons side by side competing for attention.', 'Labels like "Click here" or "OK".'],
    variants: {
      default: 'The main action of the view.',
      destructive: 'Irreversible or costly actions (cancel a booking, delete a pet).',
      outline: 'Secondary actions next to a primary one.',
      secondary: 'Low-emphasis actions in dense areas (toolbars, cards).',
      ghost: 'Icon or tertiary actions with no visible container.',
      link: 'An action that reads like inline text.',
      'size sm / default / lg': "Dense tables and cards / everywhere else / a page's single call to action.",
      'size icon': 'Icon-only: requires an aria-label.',
    },
    content: 'Sentence case, a verb first, 1–3 words (at most ~25 characters); no trailing punctuation.',
    a11y: 'Focus ring on keyboard focus only; `busy` keeps the width and sets aria-busy; icon-only buttons need aria-label; disabled buttons are skipped by Tab, so say why an action is unavailable nearby.',
  },
  DropdownMenu: {
    use: 'For a short list of actions on one object (a booking\'s "More" menu).',
    avoid: 'For choosing a value in a form (use Select or RadioGroup) or for site navigation.',
    do: ['Group related items with separators; put destructive items last.'],
    dont: ['More than ~7 items, or nested submenus.'],
    content: 'Items are verbs in sentence case ("Message sitter").',
    a11y: 'Arrow keys move, Enter selects, Escape closes and returns focus to the trigger; the trigger needs an accessible name.',
  },
  Popover: {
    use: 'For non-modal extra content anchored to a control (filters, a notification list).',
    avoid: "For a short hint (use Tooltip) or a task needing the user's full attention (use Dialog).",
    do: ['Keep it small and related to its trigger.'],
    dont: ['Put a whole form or page flow in a popover.'],
    content: 'A short heading when it holds more than one control.',
    a11y: 'Focus moves into it on open and back to the trigger on Escape; it is labelled by its heading.',
  },
  Tooltip: {
    use: 'To name an icon-only control or add a short, non-essential hint.',
    avoid: 'For information the user must read (it is hidden on touch) or for interactive content.',
    do: ['Keep it to one short phrase.'],
    dont: ['Repeat the visible label.', 'Put links or buttons inside.'],
    content: 'Under ~60 characters, no full stop for fragments.',
    a11y: 'Opens on hover and keyboard focus, closes on Escape; the control still needs its own aria-label.',
  },
  Footer: {
    use: 'Once per page, at the bottom, for secondary links and legal text.',
    avoid: 'Inside dialogs, sheets or embedded views.',
    do: ['Keep link groups short and titled.'],
    dont: ['Put primary actions in the footer.'],
    content: 'Link text names the destination ("Help centre").',
    a11y: 'Renders a contentinfo landmark; one per page.',
  },
  NotificationPopover: {
    use: "In the top navigation, for the signed-in user's in-app notifications.",
    avoid: "For confirmations of the user's own action (use Toast).",
    do: ['Mark items read when opened; show the unread count on the bell.'],
    dont: ['Rely on colour alone to show unread (an "Unread" label is rendered).'],
    content: 'Title says what happened ("Booking approved"); message gives the detail in one sentence.',
    a11y: "The bell's name includes the unread count; icons are SVG (no emoji font needed) and aria-hidden; the list is a labelled dialog.",
  },
  ProfileCompletionDialog: {
    use: 'Once after sign-up, to ask for the details a booking needs.',
    avoid: 'On every visit, or for optional details.',
    do: ['Let the user dismiss it and finish later.'],
    dont: ['Block the page without a way out.'],
    content: 'Explain why each detail is needed in one sentence.',
    a11y: 'A modal dialog: focus is trapped, Escape closes, the title labels it.',
  },
  ThemeToggle: {
    use: 'In the top navigation or settings, to switch light and dark.',
    avoid: 'More than once per page.',
    do: ['Respect the system theme until the user chooses.'],
    dont: ['Hide it inside a menu with unrelated items.'],
    content: 'The accessible name says what pressing it does.',
    a11y: 'A button with a name that states the target theme; the theme change is not announced, the control state is.',
  },
  TopNav: {
    use: 'Once per page, at the top, for the brand, primary navigation and account actions.',
    avoid: 'Inside dialogs or embedded widgets.',
    do: ['Keep at most 5 primary links; collapse to the menu on phones.'],
    dont: ['Add page-specific actions here.'],
    content: 'Link labels are nouns, 1–2 words.',
    a11y: 'A banner landmark with a labelled navigation; the current page link has aria-current.',
  },
  Badge: {
    use: 'For a short category or count next to content (a service type, "New").',
    avoid: 'For booking states (use StatusBadge) or as a button.',
    do: ['Use one badge per fact.'],
    dont: ['Long sentences in a badge.', 'Many colours in one row without meaning.'],
    variants: {
      default: 'Brand emphasis.',
      secondary: 'Neutral information.',
      destructive: 'A problem.',
      outline: 'Lowest emphasis.',
      'success / warning / info': 'Positive, needs attention, neutral notice.',
      'pink / orange / teal / indigo': 'Categories (service types); no meaning beyond telling them apart.',
    },
    content: '1–2 words, sentence case.',
    a11y: 'Not interactive; colour is never the only cue (the text says it).',
  },
  EmptyState: {
    use: 'When a list or page has no content yet, to explain why and offer the next step.',
    avoid: 'For errors (use ErrorState) or while loading (use Skeleton or PageLoading).',
    do: ['Offer one action that fills the empty state.'],
    dont: ['Blame the user ("You have nothing").'],
    content: 'A title saying what is empty and a sentence saying what to do.',
    a11y: 'The title is a heading in the page outline.',
  },
  ErrorState: {
    use: 'When a page or section failed to load.',
    avoid: 'For form field errors (show them at the field) or for empty results.',
    do: ['Offer "Try again" when retrying can help.'],
    dont: ['Show stack traces or codes alone.'],
    content: 'Say what failed and what the user can do, without jargon.',
    a11y: 'Announced as an alert; the retry button is focusable.',
  },
  NotFound: {
    use: 'For a page or record that does not exist (404).',
    avoid: 'For permission errors or failed loads.',
    do: ['Link back to a useful starting point.'],
    dont: ['Use humour that hides what happened.'],
    content: 'Say the page was not found and offer the way back.',
    a11y: "The title is the page's h1.",
  },
  PageLoading: {
    use: "While a whole page's data loads and its layout is unknown.",
    avoid: 'When the layout is known (use Skeleton) or for actions (use Button `busy`).',
    do: ['Show it only after a short delay.'],
    dont: ['Stack several spinners on one page.'],
    content: 'An optional label saying what loads.',
    a11y: 'A status role with a text label; the spinner honours reduced motion.',
  },
  Skeleton: {
    use: 'As a placeholder shaped like the content that is loading.',
    avoid: 'For content that loads instantly, or as decoration.',
    do: ['Match the size of the real content to avoid layout shift.'],
    dont: ['Animate many skeletons at different speeds.'],
    content: 'Has no text of its own.',
    a11y: 'Hidden from assistive technology; the region that loads sets aria-busy.',
  },
  Toast: {
    use: 'For a brief confirmation of the user\'s own action ("Booking confirmed"), optionally with Undo.',
    avoid: 'For errors that need action, or information the user must not miss (use an inline message or Dialog).',
    do: ['Call `toast({ title, description?, variant?, action?, duration? })`; mount one <Toaster /> near the app root.'],
    dont: [
      'Queue several toasts: only one is shown at a time, a new one replaces the old.',
      'Put the only way to do something in a toast.',
    ],
    variants: {
      default: 'A confirmation.',
      destructive: 'Something went wrong with the action just taken.',
      duration: 'Default 5000 ms; longer only when the toast has an action.',
      swipe: 'Swipe right to dismiss: more than 50 px dismisses, 50 px or less snaps back.',
    },
    content: 'Title ≤ 40 characters stating the outcome in the past tense; description one sentence.',
    a11y: 'F8 moves focus to the toasts; each has a close button; Escape dismisses the focused one; announced politely (status) without taking focus; the timer pauses while hovered or focused.',
  },
  Calendar: {
    use: 'Inside pickers, to choose a date or range from a month grid.',
    avoid: 'On its own in a form: use DatePicker for one day, DateRangePicker for a stay.',
    do: ['Disable dates that cannot be booked.'],
    dont: ['Show more than two months on phones.'],
    content: 'Month and weekday names from the locale (en-AU).',
    a11y: 'Arrow keys move by day, Page Up/Down by month; the grid is labelled by the month.',
  },
  Checkbox: {
    use: 'For an independent yes/no choice in a form, or choosing several from a list.',
    avoid: 'For a setting that applies at once (use Switch) or one choice from many (use RadioGroup).',
    do: ['Click the label to toggle.'],
    dont: ['Use a negative label ("Don\'t send emails").'],
    content: 'The label states what checking it means.',
    a11y: FIELD_A11Y,
  },
  DatePicker: {
    use: 'For any single day in a form: a start date, a date of birth, an expiry, a report period.',
    avoid: 'For a stay with a start and an end (use DateRangePicker), or a time of day (use Input type="time").',
    do: ['Set min and max so impossible days are disabled.', 'Keep the value an ISO "YYYY-MM-DD" string, as the API takes it.'],
    dont: ['Use Input type="date": browsers show it as mm/dd/yyyy on US-English systems.'],
    content: 'Days as "3 Dec 2026", or "03/12/2026" (format="numeric") in dense tables; never month first.',
    a11y: 'The trigger is a button named by its label and described by the chosen day; the calendar is keyboard operable and returns focus to the trigger.',
  },
  DateRangePicker: {
    use: "To choose a booking's start and end dates.",
    avoid: 'For a single date (use DatePicker).',
    do: ['Show the chosen range in the trigger.'],
    dont: ['Allow end before start.'],
    content: 'Dates as "15 Jan 2025".',
    a11y: 'The trigger names the field and the chosen range; the calendar is keyboard operable.',
  },
  FilePicker: {
    use: 'To choose one document to upload: a photo ID, a certificate, a calendar file.',
    avoid: 'For photos shown as previews (use PhotoPicker), or several files at once.',
    do: ['Pass the accepted types and size limit from the API contract, never a copy.'],
    dont: ['Upload a file the picker refused, or rely on the dialog’s accept filter alone.'],
    content: 'The chosen file as "passport.pdf · PDF · 1.2 MB"; errors name the file and the limit.',
    a11y: 'A real file input, visually hidden, named by its label and described by the limits, the chosen file and any error (announced politely).',
  },
  FormField: {
    use: 'To lay out a label, control, description and error for one field.',
    avoid: 'For a lone control with no label.',
    do: ['Put the error under the control.'],
    dont: ['Use placeholder text as the label.'],
    content: 'Labels are nouns; descriptions one short sentence.',
    a11y: 'Links the label, description and error to the control (aria-describedby, aria-invalid).',
  },
  Input: {
    use: 'For short free text: a name, a suburb, an amount.',
    avoid: 'For long text (use Textarea) or a fixed list of choices (use Select).',
    do: ['Set the right type and autocomplete.'],
    dont: ['Use placeholder text as the label.'],
    content: 'Placeholders show an example format only.',
    a11y: FIELD_A11Y,
  },
  Label: {
    use: 'To name a form control.',
    avoid: 'As a heading or plain text.',
    do: ['Keep it next to its control.'],
    dont: ['Hide it visually unless an equivalent visible cue exists.'],
    content: '1–4 words, sentence case, no colon.',
    a11y: 'Bound to its control by htmlFor; clicking it focuses the control.',
  },
  PhotoPicker: {
    use: 'To add photos of a pet or profile.',
    avoid: 'For documents (use FilePicker).',
    do: ['Show previews and allow removing a photo.'],
    dont: ['Accept files without saying the size and type limits.'],
    content: 'State the limits ("JPEG or PNG, up to 10 MB").',
    a11y: 'The picker is a labelled button; each preview has alt text and a named remove button.',
  },
  RadioGroup: {
    use: 'To choose exactly one of 2–5 visible options.',
    avoid: 'For more options (use Select) or several choices (use Checkbox).',
    do: ['Preselect a sensible default.'],
    dont: ['Use a single radio button.'],
    content: 'Options are parallel and short.',
    a11y: 'Arrow keys move between options; the group is labelled.',
  },
  RatingInput: {
    use: 'To rate a completed booking from 1 to 5 stars.',
    avoid: 'To display a rating (use Rating).',
    do: ['Label what is rated.'],
    dont: ['Allow zero stars as a rating.'],
    content: 'Each star is named "n stars".',
    a11y: 'A radio group: arrow keys change the rating.',
  },
  Select: {
    use: 'To choose one value from a list of more than ~5.',
    avoid: 'For 2–5 options (use RadioGroup) or actions (use DropdownMenu).',
    do: ['Order options logically (alphabetical, or by size).'],
    dont: ['Hide a required choice behind an empty default without a placeholder.'],
    content: 'Placeholder "Choose a …".',
    a11y: FIELD_A11Y,
  },
  Switch: {
    use: 'For a setting that takes effect immediately (sounds on/off).',
    avoid: 'In a form submitted later (use Checkbox).',
    do: ['Label what is on when it is on.'],
    dont: ['Change the label with the state.'],
    content: 'The label names the setting, not the action.',
    a11y: 'role="switch" with aria-checked; Space toggles.',
  },
  Textarea: {
    use: "For long free text: a message, a pet's care notes.",
    avoid: 'For one line (use Input).',
    do: ['Show the character limit when there is one.'],
    dont: ['Make it too small for the expected text.'],
    content: 'Describe what to write in the description, not the placeholder.',
    a11y: FIELD_A11Y,
  },
  Card: {
    use: 'To group related content about one thing (a booking, a pet).',
    avoid: 'Nested inside another card, or around a whole page.',
    do: ['Give each card a title.'],
    dont: ['Make the whole card clickable and also put buttons inside.'],
    content: 'A short title, then the content.',
    a11y: 'Plain grouping; use a heading for the title so the outline reads well.',
  },
  Dialog: {
    use: "For a task or decision that needs the user's full attention (confirm cancelling a booking).",
    avoid: 'For information that could be inline, or long flows (use a page).',
    do: ['Title says the decision; the primary button repeats its verb.'],
    dont: ['Open a dialog from a dialog.'],
    content: 'Title as a question or task, ≤ 50 characters.',
    a11y: 'Modal: focus trapped, Escape closes, focus returns to the trigger; labelled by its title and described by its description.',
  },
  Pagination: {
    use: 'To move through long lists split into pages (search results).',
    avoid: 'For a few items, or feeds (use "Load more").',
    do: ['Show the current page.'],
    dont: ['Hide the previous/next controls.'],
    content: 'Numbers only; "Previous" and "Next".',
    a11y: 'A labelled navigation; the current page has aria-current="page".',
  },
  ScrollArea: {
    use: 'For a bounded region with a lot of content (a notification list).',
    avoid: 'For the page itself.',
    do: ['Give it a visible height limit.'],
    dont: ['Nest scroll areas.'],
    content: 'Has no content of its own.',
    a11y: 'Scrolls with keyboard when focused; scrollbars have enough contrast.',
  },
  Separator: {
    use: 'To divide groups of content.',
    avoid: 'Where spacing alone separates clearly.',
    do: ['Use sparingly.'],
    dont: ['Use it for decoration between every item.'],
    content: 'Has no text of its own.',
    a11y: 'Decorative by default; set decorative={false} when it separates semantic groups.',
  },
  Sheet: {
    use: 'For a side panel task on phones or filters (mobile navigation, search filters).',
    avoid: 'For a short confirmation (use Dialog).',
    do: ['Keep a visible close button.'],
    dont: ['Use it for content the user needs next to the page.'],
    content: 'A title naming the panel.',
    a11y: 'Modal like Dialog: focus trapped, Escape closes.',
  },
  Table: {
    use: 'For comparing records with the same fields (payouts, bookings in admin).',
    avoid: 'For layout, or on phones with many columns (use cards).',
    do: ['Right-align numbers.'],
    dont: ['Put forms in table cells.'],
    content: 'Column headers are short nouns.',
    a11y: 'Real <table> with header cells; give it a caption.',
  },
  Tabs: {
    use: 'To switch between views of one object at the same level (profile, reviews, availability).',
    avoid: 'For steps of a process, or for navigation between pages.',
    do: ['Keep 2–5 tabs.'],
    dont: ['Nest tabs.'],
    content: 'One or two words per tab.',
    a11y: 'Arrow keys move between tabs; each panel is labelled by its tab.',
  },
  Avatar: {
    use: "To show a person's photo or initials.",
    avoid: "For pets' photo galleries (use images).",
    do: ['Provide a name for the fallback initials.'],
    dont: ['Use it as the only identification of a person.'],
    content: 'Initials from the name.',
    a11y: 'The image has the person\'s name as alt text; decorative next to the visible name (alt="").',
  },
  Price: {
    use: 'To show an amount in AUD.',
    avoid: 'For non-money numbers.',
    do: ['Show the unit ("per night").'],
    dont: ['Format money by hand.'],
    content: '$45.00 style, en-AU.',
    a11y: 'Read as the formatted amount.',
  },
  Rating: {
    use: "To display a sitter's average rating and review count.",
    avoid: 'To collect a rating (use RatingInput).',
    do: ['Show the number next to the stars.'],
    dont: ['Show stars without a count of reviews.'],
    content: '"4.8 (23 reviews)".',
    a11y: 'Announced as "Rated 4.8 out of 5"; the stars are hidden.',
  },
  SitterCard: {
    use: 'In search results and favourites, to present one sitter.',
    avoid: "On the sitter's own page.",
    do: ['Show photo, name, suburb, rating and price.'],
    dont: ['Add more than one action.'],
    content: 'Headline ≤ 60 characters.',
    a11y: "The name is the card's link and heading.",
  },
  StatusBadge: {
    use: "For a record's status (a booking, a payout): the app maps its statuses to a tone and a label.",
    avoid: 'For categories (use Badge).',
    do: ['Keep one tone per status across the app.'],
    dont: ['Show the raw status value ("in_progress") as the label.'],
    variants: { tone: 'Any Badge variant; the design system knows no statuses, the app chooses the tone.' },
    content: 'One or two words, sentence case ("In progress").',
    a11y: 'The label text is always shown; colour is secondary. `data-status` is for styles and tests only.',
  },
};

/** The component name a docs page is for: the last segment of its story title. */
export function guidanceKey(title: string): string {
  return title.split('/').pop() ?? title;
}

/** The guidance section of a component's docs page. */
export function GuidanceBlock({ title }: { title: string }) {
  const g = GUIDANCE[guidanceKey(title)];
  if (!g) return null;
  return (
    <section aria-label="Guidance" data-testid="guidance">
      <h2>Guidance</h2>
      <h3>When to use</h3>
      <p>{g.use}</p>
      <h3>When not to use</h3>
      <p>{g.avoid}</p>
      <h3>Do and don&apos;t</h3>
      <ul>
        {g.do.map((d) => (
          <li key={d}>✓ Do: {d}</li>
        ))}
        {g.dont.map((d) => (
          <li key={d}>✗ Don&apos;t: {d}</li>
        ))}
      </ul>
      {g.variants ? (
        <>
          <h3>Variants</h3>
          <dl>
            {Object.entries(g.variants).map(([name, meaning]) => (
              <React.Fragment key={name}>
                <dt>
                  <code>{name}</code>
                </dt>
                <dd>{meaning}</dd>
              </React.Fragment>
            ))}
          </dl>
        </>
      ) : null}
      <h3>Content</h3>
      <p>{g.content}</p>
      <h3>Accessibility</h3>
      <p>{g.a11y}</p>
    </section>
  );
}
