import { cn } from '@pawpal/ui';
import { useEffect, useId, useRef, type MouseEvent } from 'react';

/** One error of a form: its message and the id of the field it is about. */
export interface SummaryError {
  fieldId: string;
  message: string;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses a field by id; a group (radio group, checkboxes) gives focus to its chosen control, else its first. */
export function focusField(fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  const target = field.matches(FOCUSABLE)
    ? field
    : (field.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ?? field.querySelector<HTMLElement>(FOCUSABLE) ?? field);
  target.focus();
}

/**
 * The errors of a form that could not be sent, at its top (docs/accessibility.md, "Focus"):
 * errors shown only beside their fields are announced by nothing and may be off screen, so a
 * failed send moves focus here, the alert is read out, and each error is a link that moves focus
 * to its field. `attempt` counts the failed sends: each one takes focus here again.
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
  className,
}: {
  title: string;
  errors: SummaryError[];
  attempt: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;
  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
    // Only a new failed send moves focus: an error fixed meanwhile must not pull it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-slot="error-summary"
      className={cn(
        'rounded-md border-2 border-destructive p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="font-medium text-destructive underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                // The field itself, not just a scroll to it: a hash link does not move focus to a group.
                event.preventDefault();
                focusField(error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
