import { APPEAL_DECISION_DAYS, APPEAL_MAX_PHOTOS, APPEAL_STATEMENT_MAX_LENGTH, type CarePhoto, type MemberAppeal } from '@pawpal/contract';
import { Button, FormField, Textarea } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { CarePhotoInput } from '../care/shared/CarePhotoInput';
import { useAppealActions } from '../data/appeals';
import { describeError } from '../data/mutation';

export interface AppealFormProps {
  decisionId: string;
  /** The suspension email's single-use token, for a member who cannot sign in (no photos then: uploads need a session). */
  appealToken?: string;
  onFiled?: (appeal: MemberAppeal) => void;
}

/** The member's one appeal of a decision: a statement and, signed in, up to APPEAL_MAX_PHOTOS photos. */
export function AppealForm({ decisionId, appealToken, onFiled }: AppealFormProps) {
  const { appeal } = useAppealActions();
  const [statement, setStatement] = useState('');
  const [photos, setPhotos] = useState<CarePhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (statement.trim() === '') {
      setError('Write a statement: tell us why the decision should change.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const filed = await appeal({
        decisionId,
        statement: statement.trim(),
        ...(photos.length > 0 ? { uploadIds: photos.map((photo) => photo.id) } : {}),
        ...(appealToken ? { appealToken } : {}),
      });
      onFiled?.(filed);
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t send your appeal. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Appeal this decision" className="flex flex-col gap-3">
      <FormField
        label="Your statement"
        required
        error={error ?? undefined}
        description={`A different person at Pawpal from the one who decided reads it and answers within ${APPEAL_DECISION_DAYS} business days. You can appeal once.`}
      >
        <Textarea
          rows={5}
          maxLength={APPEAL_STATEMENT_MAX_LENGTH}
          value={statement}
          onChange={(event) => {
            setStatement(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      {appealToken ? null : (
        <CarePhotoInput label="Add a photo (optional)" photos={photos} onChange={setPhotos} max={APPEAL_MAX_PHOTOS} disabled={busy} />
      )}
      <div>
        <Button type="submit" busy={busy}>
          Send appeal
        </Button>
      </div>
    </form>
  );
}
