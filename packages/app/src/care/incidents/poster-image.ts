import { type LostPetPoster } from '@pawpal/contract';

/*
 * The lost-pet poster as a phone image (a story-sized PNG to post or send): drawn on a canvas
 * from the poster's own fields, shared through the Web Share API where the browser can share
 * files, else offered as a download.
 */

/** A phone screen's portrait shape at a size messaging apps keep sharp. */
export const POSTER_IMAGE_WIDTH = 1080;
export const POSTER_IMAGE_HEIGHT = 1920;

const MARGIN = 72;
const RED = '#b91c1c';
const INK = '#111827';

export interface PosterLines {
  banner: string;
  name: string;
  details: string[];
  lastSeen: string;
  /** "If you see Rex, call Olivia on", then the phone number on a line of its own. */
  contactLead: string;
  phone: string;
  /** The whole sentence, for the share sheet's text. */
  contact: string;
}

/** Lines wrapped to `width` by the context's own measure. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Draws the poster; null when the browser has no 2D canvas. */
export async function drawPosterImage(poster: LostPetPoster, lines: PosterLines): Promise<HTMLCanvasElement | null> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_IMAGE_WIDTH;
  canvas.height = POSTER_IMAGE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const inner = POSTER_IMAGE_WIDTH - 2 * MARGIN;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, POSTER_IMAGE_WIDTH, POSTER_IMAGE_HEIGHT);
  context.fillStyle = RED;
  context.fillRect(0, 0, POSTER_IMAGE_WIDTH, 240);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = 'bold 120px system-ui, sans-serif';
  context.fillText(lines.banner, POSTER_IMAGE_WIDTH / 2, 120, inner);

  let y = 300;
  const photo = poster.photoUrl ? await loadImage(poster.photoUrl) : null;
  if (photo) {
    // Cover a square, centred, whatever the photo's shape.
    const side = Math.min(photo.naturalWidth || photo.width, photo.naturalHeight || photo.height);
    const sx = ((photo.naturalWidth || photo.width) - side) / 2;
    const sy = ((photo.naturalHeight || photo.height) - side) / 2;
    context.drawImage(photo, sx, sy, side, side, MARGIN, y, inner, inner * 0.75);
    y += inner * 0.75 + 60;
  }

  context.fillStyle = INK;
  context.textAlign = 'left';
  context.textBaseline = 'top';
  context.font = 'bold 96px system-ui, sans-serif';
  context.fillText(lines.name, MARGIN, y, inner);
  y += 120;
  context.font = '48px system-ui, sans-serif';
  for (const text of [...lines.details, lines.lastSeen]) {
    for (const line of wrap(context, text, inner)) {
      context.fillText(line, MARGIN, y, inner);
      y += 62;
    }
  }

  // The way to reach the owner, at the bottom where a thumb does not cover it; the number is never split.
  context.fillStyle = RED;
  context.fillRect(0, POSTER_IMAGE_HEIGHT - 320, POSTER_IMAGE_WIDTH, 320);
  context.fillStyle = '#ffffff';
  context.font = 'bold 52px system-ui, sans-serif';
  let contactY = POSTER_IMAGE_HEIGHT - 280;
  for (const line of wrap(context, lines.contactLead, inner)) {
    context.fillText(line, MARGIN, contactY, inner);
    contactY += 66;
  }
  context.font = 'bold 96px system-ui, sans-serif';
  context.fillText(lines.phone, MARGIN, contactY + 10, inner);
  return canvas;
}

/** The canvas as a PNG file named after the pet. */
export function canvasToFile(canvas: HTMLCanvasElement, petName: string): Promise<File | null> {
  return new Promise((resolve) => {
    canvas.toBlob((blob) => {
      const name = `lost-${petName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'pet'}.png`;
      resolve(blob ? new File([blob], name, { type: 'image/png' }) : null);
    }, 'image/png');
  });
}

/** True when the browser can hand this file to another app (Web Share with files). */
export function canShareFile(file: File): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}
