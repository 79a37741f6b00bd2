import type { NotificationType } from '@pawpal/contract';

/*
 * One short tone per notification type, played with Web Audio. Where audio is
 * unavailable (no AudioContext, or it throws) there is silently no sound.
 */

export interface Tone {
  frequencyHz: number;
  durationS: number;
}

/** The spec's tones (Hz / seconds). */
export const NOTIFICATION_TONES: Record<NotificationType, Tone> = {
  booking_created: { frequencyHz: 600, durationS: 0.3 },
  booking_approved: { frequencyHz: 800, durationS: 0.5 },
  booking_declined: { frequencyHz: 300, durationS: 0.4 },
  payment_confirmed: { frequencyHz: 1000, durationS: 0.6 },
  booking_completed: { frequencyHz: 900, durationS: 0.8 },
  booking_cancelled: { frequencyHz: 400, durationS: 0.4 },
  new_message: { frequencyHz: 500, durationS: 0.2 },
};

/** Peak loudness of a tone (0..1): a notification, not an alarm. */
export const TONE_VOLUME = 0.2;
/** The quietest level an exponential fade can reach (it cannot reach 0). */
const SILENCE = 0.0001;

type AudioContextConstructor = new () => AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

let shared: AudioContext | null = null;

/** Forget the shared AudioContext (tests swap the global). */
export function resetAudio(): void {
  shared = null;
}

/*
 * Browsers refuse to start audio before the user has interacted with the page (autoplay policy)
 * and log a console warning for every AudioContext created too early. Until the page has had a
 * user gesture there is no sound to play anyway, so no context is created.
 */
function mayStartAudio(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation === undefined || activation.hasBeenActive;
}

function audio(): AudioContext | null {
  if (shared) return shared;
  if (!mayStartAudio()) return null;
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return null;
  shared = new AudioContextClass();
  return shared;
}

/** Plays the type's tone; returns whether a tone was started. Never throws. */
export function playNotificationTone(type: string): boolean {
  const tone = (NOTIFICATION_TONES as Record<string, Tone | undefined>)[type];
  if (!tone) return false;
  try {
    const context = audio();
    if (!context) return false;
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime;
    const end = start + tone.durationS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(tone.frequencyHz, start);
    gain.gain.setValueAtTime(TONE_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(SILENCE, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end);
    return true;
  } catch {
    // Audio unavailable: silently no sound.
    return false;
  }
}
