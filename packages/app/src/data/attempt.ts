/**
 * One `Idempotency-Key` per attempt at a write that must not happen twice (a booking request, a
 * message). Sending the same content again after a failure — the network dropped, the person
 * pressed Send again — is a retry of the same attempt and keeps its key, so the API answers with
 * the first result if the first request did arrive; new content, or a success, starts a new attempt.
 */
export class Attempt {
  private current: { content: string; key: string } | undefined;

  /** The key for sending `content` now. */
  keyFor(content: unknown): string {
    const serialised = JSON.stringify(content ?? null);
    if (this.current?.content !== serialised) this.current = { content: serialised, key: crypto.randomUUID() };
    return this.current.key;
  }

  /** The attempt went through: the next send is a new attempt. */
  succeeded(): void {
    this.current = undefined;
  }
}
