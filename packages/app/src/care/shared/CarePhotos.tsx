import { type CarePhoto } from '@pawpal/contract';
import { imageVariantUrl } from '../../shared/images';

/** Photos of a visit, an incident or an update: small squares, each opening the full image. */
export function CarePhotos({ photos, label }: { photos: readonly CarePhoto[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid max-w-md grid-cols-3 gap-2" aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id} className="aspect-square overflow-hidden rounded-lg bg-muted">
          <a href={photo.url} target="_blank" rel="noreferrer" className="block size-full">
            <img
              src={imageVariantUrl(photo.url, 320)}
              alt={`${label}, photo ${index + 1}`}
              loading="lazy"
              decoding="async"
              width={160}
              height={160}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
