import { CARE_MAX_PHOTOS, type CarePhoto } from '@pawpal/contract';
import { Button, buttonVariants, cn } from '@pawpal/ui';
import { Camera, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadCarePhoto } from '../../data/care';
import { describeError } from '../../data/mutation';
import { imageVariantUrl } from '../../shared/images';

export interface CarePhotoInputProps {
  /** The button's words, also the input's label: "Take a photo", "Add a receipt". */
  label: string;
  photos: CarePhoto[];
  onChange: (photos: CarePhoto[]) => void;
  /** Most photos (CARE_MAX_PHOTOS by default). */
  max?: number;
  description?: string;
  /** Marks the input invalid and says why (e.g. "Add at least one photo"). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The phone's camera (or its library) for care photos: each photo is uploaded as soon as it is
 * taken (POST /api/uploads/images), and the upload's id is what the check-out, incident or claim
 * sends. The file input is the control (keyboard and screen readers reach it); the label is
 * drawn as a big button.
 */
export function CarePhotoInput({
  label,
  photos,
  onChange,
  max = CARE_MAX_PHOTOS,
  description,
  error,
  disabled = false,
}: CarePhotoInputProps) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const full = photos.length >= max;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, max - photos.length);
    event.target.value = '';
    if (files.length === 0) return;
    setFailure(null);
    setUploading((count) => count + files.length);
    let added = photos;
    for (const file of files) {
      try {
        added = [...added, await uploadCarePhoto(file)];
        onChange(added);
      } catch (caught) {
        setFailure(describeError(caught, `We couldn’t upload ${file.name}. Please try again.`));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  const message = failure ?? error ?? null;
  const describedBy = [description ? `${id}-description` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="peer sr-only"
        disabled={disabled || full || uploading > 0}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'lg' }),
          'w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 sm:w-auto sm:self-start',
        )}
      >
        <Camera aria-hidden="true" />
        {uploading > 0 ? 'Uploading…' : label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description} {photos.length} of {max} added.
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label="Photos added">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative aspect-square overflow-hidden rounded-lg border border-border bg-muted">
              <img src={imageVariantUrl(photo.url, 320)} alt={`Photo ${index + 1}`} className="size-full object-cover" />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute top-1 right-1 size-9 rounded-full"
                aria-label={`Remove photo ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(photos.filter((entry) => entry.id !== photo.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
