'use client';

import * as React from 'react';
import { FileUp } from 'lucide-react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { formatBytes } from '../photo-picker/validate';
import { describeFile, describeFileTypes, validateFile } from './validate';

export interface FilePickerProps extends Omit<React.ComponentProps<'div'>, 'onSelect' | 'defaultValue' | 'children'> {
  /** MIME types allowed, e.g. the API's list; also the file dialog's filter. */
  accept: readonly string[];
  /** Largest file allowed, in bytes. */
  maxBytes: number;
  /** The chosen file (controlled; `null` for none, e.g. after it was uploaded). */
  value?: File | null;
  defaultValue?: File | null;
  /** Called with a file that passed the checks, or `null` when a choice was refused. */
  onSelect?: (file: File | null) => void;
  /** The button's text (default "Choose file"). */
  buttonLabel?: string;
  /** The file input's name, for plain form posts. */
  name?: string;
  disabled?: boolean;
  /** The file input's id (FormField sets it, so its label points at the input). */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * Choose one file through the native file dialog, opened by a labelled button (a visually
 * hidden input, so keyboards, screen readers and `setInputFiles` reach a real file input). Shows
 * the chosen file as "passport.pdf · PDF · 1.2 MB"; a file of another type or over `maxBytes` is
 * refused with a message before `onSelect`, so nothing the server would reject is sent.
 *
 * Keyboard: Tab reaches the input (the button shows its focus ring); Enter or Space opens the
 * dialog. Screen readers: the input is described by the limits, the chosen file and any error,
 * which is announced (polite live region) and marks the input invalid.
 */
export function FilePicker({
  accept,
  maxBytes,
  value: valueProp,
  defaultValue = null,
  onSelect,
  buttonLabel = 'Choose file',
  name,
  disabled = false,
  id: idProp,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: FilePickerProps) {
  const [uncontrolled, setUncontrolled] = React.useState<File | null>(defaultValue);
  const file = valueProp === undefined ? uncontrolled : valueProp;
  const [error, setError] = React.useState<string | null>(null);
  const autoId = React.useId();
  const inputId = idProp ?? `file-picker-${autoId}`;
  const hintId = `${inputId}-hint`;
  const fileId = `${inputId}-file`;
  const errorId = `${inputId}-error`;
  const invalid = error !== null || ariaInvalid === true || ariaInvalid === 'true';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const check = validateFile(chosen, { accept, maxBytes });
    const next = check.valid ? chosen : null;
    setError(check.valid ? null : check.message);
    setUncontrolled(next);
    onSelect?.(next);
  };

  return (
    <div
      data-slot="file-picker"
      data-invalid={invalid || undefined}
      data-empty={file ? undefined : true}
      className={cn('pp:flex pp:flex-col pp:gap-1.5', className)}
      {...props}
    >
      <div data-slot="file-picker-row" className="pp:flex pp:flex-wrap pp:items-center pp:gap-x-3 pp:gap-y-1">
        <input
          data-slot="file-input"
          id={inputId}
          name={name}
          type="file"
          accept={accept.join(',')}
          disabled={disabled}
          aria-describedby={[describedBy, hintId, fileId, error ? errorId : undefined].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          className="pp:peer pp:sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Let the same file be chosen again (after fixing it, or after an upload).
            event.target.value = '';
          }}
        />
        <label
          data-slot="file-choose"
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'pp:cursor-pointer pp:peer-focus-visible:ring-2 pp:peer-focus-visible:ring-ring pp:peer-focus-visible:ring-offset-2 pp:peer-focus-visible:ring-offset-background',
            'pp:peer-disabled:cursor-not-allowed pp:peer-disabled:opacity-50',
            invalid && 'pp:border-destructive',
          )}
        >
          <FileUp aria-hidden="true" />
          {buttonLabel}
        </label>
        <span
          id={fileId}
          data-slot="file-chosen"
          className={cn('pp:min-w-0 pp:truncate pp:text-sm', file ? 'pp:text-foreground' : 'pp:text-muted-foreground')}
        >
          {file ? describeFile(file) : 'No file chosen'}
        </span>
      </div>
      <p id={hintId} data-slot="file-hint" className="pp:text-xs pp:text-muted-foreground">
        {describeFileTypes(accept)}, up to {formatBytes(maxBytes)}
      </p>
      <p id={errorId} data-slot="file-error" aria-live="polite" className="pp:text-sm pp:font-medium pp:text-destructive pp:empty:hidden">
        {error}
      </p>
    </div>
  );
}
