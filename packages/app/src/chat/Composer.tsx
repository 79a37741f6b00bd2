import { CHAT_MESSAGE_MAX_LENGTH, UPLOAD_MAX_BYTES } from '@pawpal/contract';
import { Button, PHOTO_TYPES, Textarea, validatePhotos } from '@pawpal/ui';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import * as React from 'react';
import { describeError } from '../data/mutation';

export interface ComposerProps {
  /** Sends the text and/or the photo; rejects with the reason when it could not be sent. */
  onSend: (message: { body: string; photo: File | null }) => Promise<void>;
  disabled?: boolean;
}

function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = React.useState<string>();
  React.useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return (
    <div className="relative size-20 overflow-hidden rounded-md border border-border bg-muted">
      {url ? <img src={url} alt={`Photo to send: ${file.name}`} className="size-full object-cover" /> : null}
      <Button
        type="button"
        variant="secondary"
        size="icon"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="absolute top-1 right-1 size-6 rounded-full"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Write a message (Enter sends, Shift+Enter starts a new line) and attach a photo. */
export function Composer({ onSend, disabled = false }: ComposerProps) {
  const [body, setBody] = React.useState('');
  const [photo, setPhoto] = React.useState<File | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const fileInput = React.useRef<HTMLInputElement>(null);
  const text = React.useRef<HTMLTextAreaElement>(null);
  const textId = React.useId();
  const errorId = React.useId();
  const canSend = !disabled && !sending && (body.trim() !== '' || photo !== null);

  const submit = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend({ body: body.trim(), photo });
      setBody('');
      setPhoto(null);
    } catch (caught) {
      setError(describeError(caught, 'Your message could not be sent. Please try again.'));
    } finally {
      setSending(false);
      // The Send button is disabled while a message goes out, which drops its focus to <body>:
      // the message field takes it back, so a keyboard user writes the next message at once.
      text.current?.focus();
    }
  };

  return (
    <form
      aria-label="Send a message"
      className="flex flex-col gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {photo ? <PhotoPreview file={photo} onRemove={() => setPhoto(null)} /> : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            const { accepted, errors } = validatePhotos(chosen, { existingCount: 0, maxCount: 1, maxSizeBytes: UPLOAD_MAX_BYTES });
            setError(errors[0] ?? null);
            if (accepted[0]) setPhoto(accepted[0]);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Attach a photo"
          disabled={disabled || sending}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
        </Button>
        <label htmlFor={textId} className="sr-only">
          Message
        </label>
        <Textarea
          ref={text}
          id={textId}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          placeholder="Write a message…"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={1}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-10 flex-1 resize-none"
        />
        <Button type="submit" disabled={!canSend} aria-label={sending ? 'Sending…' : 'Send'}>
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <p id={errorId} role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {error}
      </p>
    </form>
  );
}
