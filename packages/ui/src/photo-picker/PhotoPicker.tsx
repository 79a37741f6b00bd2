'use client';

import * as React from 'react';
import { ImagePlus, X } from 'lucide-react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { DEFAULT_MAX_PHOTO_BYTES, DEFAULT_MAX_PHOTOS, PHOTO_TYPES, formatBytes, validatePhotos } from './validate';

export interface PhotoPickerProps extends Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** The chosen photos (controlled). */
  value?: File[];
  defaultValue?: File[];
  /** Called with the whole new list whenever photos are added or removed. */
  onChange?: (files: File[]) => void;
  /** Most photos allowed (default 6). */
  maxCount?: number;
  /** Largest file allowed in bytes (default 5 MB). */
  maxSizeBytes?: number;
  /** The add button's text (default "Add photos"). */
  buttonLabel?: string;
  /** The file input's name, for plain form posts. */
  name?: string;
  disabled?: boolean;
  /** The file input's id (FormField sets it, so its label points at the input). */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** Object URL for a file's preview, revoked when the file changes or the preview unmounts. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = React.useState<string>();
  React.useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function PhotoPreview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const url = useObjectUrl(file);
  return (
    <li
      data-slot="photo-preview"
      className="pp:group pp:relative pp:aspect-square pp:overflow-hidden pp:rounded-md pp:border pp:border-border pp:bg-muted"
    >
      {url ? <img data-slot="photo-preview-image" src={url} alt={file.name} className="pp:size-full pp:object-cover" /> : null}
      <button
        data-slot="photo-preview-remove"
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
        className={cn(
          buttonVariants({ variant: 'secondary', size: 'icon' }),
          'pp:absolute pp:top-1 pp:right-1 pp:size-7 pp:rounded-full pp:border pp:border-border pp:shadow-sm',
        )}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Choose photos (JPEG, PNG, WebP) by button, keyboard or drag and drop; shows previews with
 * remove buttons and says inline why a file was refused (type, size, count).
 *
 * Keyboard: the drop zone is a button (Enter or Space opens the file chooser); each photo's remove
 * button is in the Tab order. Screen readers: refused files are explained in an alert next to the
 * field, and the input is marked invalid.
 */
export function PhotoPicker({
  value: valueProp,
  defaultValue,
  onChange,
  maxCount = DEFAULT_MAX_PHOTOS,
  maxSizeBytes = DEFAULT_MAX_PHOTO_BYTES,
  buttonLabel = 'Add photos',
  name,
  disabled = false,
  id: idProp,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: PhotoPickerProps) {
  const [uncontrolled, setUncontrolled] = React.useState<File[]>(defaultValue ?? []);
  const files = valueProp ?? uncontrolled;
  const [errors, setErrors] = React.useState<string[]>([]);
  const [dragging, setDragging] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const autoId = React.useId();
  const inputId = idProp ?? `photo-picker-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const full = files.length >= maxCount;
  const invalid = errors.length > 0 || ariaInvalid === true || ariaInvalid === 'true';

  const update = (next: File[]) => {
    setUncontrolled(next);
    onChange?.(next);
  };

  const addFiles = (chosen: File[]) => {
    const { accepted, errors: problems } = validatePhotos(chosen, {
      existingCount: files.length,
      maxCount,
      maxSizeBytes,
    });
    setErrors(problems);
    if (accepted.length > 0) update([...files, ...accepted]);
  };

  const removeAt = (index: number) => {
    update(files.filter((_, i) => i !== index));
    setErrors([]);
    inputRef.current?.focus();
  };

  return (
    <div
      data-slot="photo-picker"
      data-invalid={invalid || undefined}
      data-full={full || undefined}
      className={cn('pp:flex pp:flex-col pp:gap-3', className)}
      {...props}
    >
      {files.length > 0 ? (
        <ul data-slot="photo-previews" aria-label="Chosen photos" className="pp:grid pp:grid-cols-3 pp:gap-2 pp:sm:grid-cols-4">
          {files.map((file, index) => (
            <PhotoPreview
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              disabled={disabled}
              onRemove={() => removeAt(index)}
            />
          ))}
        </ul>
      ) : null}
      <div
        data-slot="photo-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          if (disabled || full) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          if (disabled || full) return;
          event.preventDefault();
          setDragging(false);
          addFiles([...event.dataTransfer.files]);
        }}
        className={cn(
          'pp:flex pp:flex-col pp:items-center pp:gap-2 pp:rounded-lg pp:border-2 pp:border-dashed pp:border-input pp:p-4 pp:text-center',
          'pp:data-[dragging]:border-primary pp:data-[dragging]:bg-accent',
          invalid && 'pp:border-destructive',
        )}
      >
        <input
          data-slot="photo-input"
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          multiple={maxCount - files.length > 1}
          accept={PHOTO_TYPES.join(',')}
          disabled={disabled || full}
          aria-describedby={[describedBy, hintId, errors.length > 0 ? errorId : undefined].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          className="pp:peer pp:sr-only"
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            // Let the same file be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <label
          data-slot="photo-choose"
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'pp:cursor-pointer pp:peer-focus-visible:ring-2 pp:peer-focus-visible:ring-ring pp:peer-focus-visible:ring-offset-2 pp:peer-focus-visible:ring-offset-background',
            'pp:peer-disabled:cursor-not-allowed pp:peer-disabled:opacity-50',
          )}
        >
          <ImagePlus aria-hidden="true" />
          {buttonLabel}
        </label>
        <p id={hintId} data-slot="photo-hint" className="pp:text-xs pp:text-muted-foreground">
          JPEG, PNG or WebP, up to {formatBytes(maxSizeBytes)} each · {files.length} of {maxCount} added
        </p>
      </div>
      <div id={errorId} data-slot="photo-errors" aria-live="polite" className="pp:empty:hidden">
        {errors.length > 0 ? (
          <ul data-slot="photo-error-list" className="pp:flex pp:flex-col pp:gap-1 pp:text-sm pp:font-medium pp:text-destructive">
            {errors.map((message, index) => (
              <li key={index} data-slot="photo-error">
                {message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
