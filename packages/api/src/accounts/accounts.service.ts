import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  API_LOGIN_PATH,
  type ChangeEmailAccepted,
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_RESET_ACCEPTED_MESSAGE,
  PASSWORD_RESET_TTL_HOURS,
  type PasswordResetAccepted,
  ROUTES,
  safeReturnPath,
  VERIFY_EMAIL_NEXT_PARAM,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { assertStrongPassword, hashPassword, verifyPassword } from '../auth/passwords.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { deleteUserSessions, publishSessionsEnded } from '../platform/session/user-sessions.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail, UsersService } from '../users/users.service.js';
import { UsersError } from '../users/users.errors.js';
import { accountMail } from './account-mail.js';
import { AccountTokens } from './account-tokens.js';
import { AccountsError } from './accounts.errors.js';

const HOUR_MS = 3_600_000;
/** Where the links land (the app's and the API's paths). */
export const VERIFY_EMAIL_LINK_PATH = '/api/auth/verify-email';
export const EMAIL_CHANGE_LINK_PATH = '/api/profile/email/confirm';
export const RESET_PASSWORD_PAGE_PATH = ROUTES.resetPassword;

/**
 * Accounts people can recover: email verification, password reset, password and email
 * change. Every link is a single-use token (AccountTokens) written in the same transaction as its
 * email (MailQueue), and every password goes through the one policy (auth/passwords.ts).
 */
@Injectable()
export class AccountsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly tokens: AccountTokens,
    private readonly mail: MailQueue,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly rateLimiter: AuthRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: EventOutbox,
    private readonly referrals: ReferralsService,
  ) {}

  /**
   * Sign-up sends the verification link: `user.signed_up` is recorded in the account's transaction
   * and dispatched from the EventOutbox (token and message in the dispatch's transaction), so a stop
   * right after the sign-up's commit only delays it. Once per account: a replayed event finds the
   * message's dedupe key and issues no second link.
   */
  onModuleInit(): void {
    this.outbox.on('user.signed_up', (manager, { userId, email, firstName, next }) =>
      this.queueVerification(manager, { id: userId, email, firstName }, `verify_email:signup:${userId}`, next),
    );
    this.outbox.on('user.sign_up_attempted', (manager, { userId, at }) => this.queueSignUpAttemptNotice(manager, userId, at));
    this.outbox.on('user.password_reset_requested', (manager, request) => this.queuePasswordReset(manager, request));
  }

  /**
   * "Resend": a new link (the older ones stop working); nothing when already verified. Counted
   * against the sign-in rate limit. `returnTo` is checked where the link is written.
   */
  async resendVerification(user: User, clientIp: string, returnTo?: unknown): Promise<void> {
    await this.rateLimiter.consume(clientIp);
    if (user.emailVerifiedAt !== null) return;
    await this.dataSource.transaction((manager) => this.queueVerification(manager, user, undefined, safeReturnPath(returnTo)));
  }

  /** Opens a verification link: verifies the address the link was sent to, if it is still the account's. */
  async verifyEmail(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const used = await this.tokens.consume(manager, 'verify_email', token, now);
      if (!used || !(await this.users.markEmailVerified(manager, used.userId, used.email, now))) throw new AccountsError('LINK_NOT_VALID');
    });
  }

  /**
   * The same 202 body, after the same work, whether or not the address has an account (no
   * enumeration, not even by timing): the request is counted and recorded, nothing more. Whether
   * the address has an account, and its link (1 hour, single use) and email, are the recorded
   * event's handler's work (queuePasswordReset), which the caller runs with `afterAnswer` once
   * the answer has gone; if the process stops first, the mail sender's next round runs it.
   */
  async requestPasswordReset(
    email: string,
    clientIp: string,
  ): Promise<{ accepted: PasswordResetAccepted; afterAnswer: () => Promise<void> }> {
    await this.rateLimiter.consume(clientIp);
    const request = { email: normaliseEmail(email), requestId: randomUUID() };
    await this.dataSource.transaction((manager) => this.outbox.record(manager, 'user.password_reset_requested', request));
    return {
      accepted: { message: PASSWORD_RESET_ACCEPTED_MESSAGE },
      afterAnswer: () => this.events.publish('user.password_reset_requested', request),
    };
  }

  /**
   * Sets the new password from a reset link and ends every session of the user, on every instance.
   * Anyone may call it, so it is counted with the sign-in budget of the client's address, and the
   * link is checked before the password is hashed: a bad, used or expired link costs one indexed
   * read, not an argon2 hash (docs/operations.md, "Limits"). A refused password leaves the link
   * unused. Opening the link proves the mailbox, so an unverified address becomes verified.
   */
  async confirmPasswordReset(token: string, password: string, clientIp: string): Promise<void> {
    await this.rateLimiter.consume(clientIp);
    const pending = await this.tokens.peek(this.dataSource.manager, 'password_reset', token, this.clock.now());
    const owner = pending ? await this.users.findById(pending.userId) : null;
    if (!pending || !owner || owner.email !== pending.email) throw new AccountsError('LINK_NOT_VALID');
    assertStrongPassword(password, { email: owner.email, names: [owner.firstName, owner.lastName] });
    const passwordHash = await hashPassword(password);
    const ended = await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      // Used here, in the change's transaction: of two confirms racing with one link, one wins.
      const used = await this.tokens.consume(manager, 'password_reset', token, now);
      // Read in this transaction: the embedded database has one connection, which the transaction holds.
      const user = used ? await manager.getRepository(User).findOneBy({ id: used.userId }) : null;
      if (!used || !user || user.email !== used.email) throw new AccountsError('LINK_NOT_VALID');
      await this.users.setPasswordHash(manager, user.id, passwordHash, now);
      await this.users.markEmailVerified(manager, user.id, user.email, now);
      await this.mail.enqueue(manager, {
        userId: user.id,
        to: user.email,
        kind: 'password_changed',
        content: accountMail.passwordChanged(user.firstName, this.signInUrl()),
      });
      return { userId: user.id, sessionIds: await deleteUserSessions(manager, user.id) };
    });
    await publishSessionsEnded(this.events, ended.userId, ended.sessionIds);
  }

  /**
   * Changes the password (the current one required) and ends every session of the user; the
   * caller signs this browser in again with a new session. The old address is told.
   */
  async changePassword(user: User, currentPassword: string, newPassword: string, clientIp: string): Promise<void> {
    await this.rateLimiter.consume(clientIp);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AccountsError('WRONG_CURRENT_PASSWORD');
    assertStrongPassword(newPassword, { email: user.email, names: [user.firstName, user.lastName] });
    const passwordHash = await hashPassword(newPassword);
    const sessionIds = await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(manager, user.id, passwordHash, this.clock.now());
      await this.mail.enqueue(manager, {
        userId: user.id,
        to: user.email,
        kind: 'password_changed',
        content: accountMail.passwordChanged(user.firstName, this.signInUrl()),
      });
      return deleteUserSessions(manager, user.id);
    });
    await publishSessionsEnded(this.events, user.id, sessionIds);
  }

  /**
   * Starts an email change: the current password first (403 otherwise), and only then whether the
   * address is taken (409), so the endpoint tells nobody without the password which addresses
   * exist. The new address gets a link (24 h); the account keeps its address until it is opened;
   * the old address is told.
   */
  async requestEmailChange(user: User, currentPassword: string, newEmail: string, clientIp: string): Promise<ChangeEmailAccepted> {
    await this.rateLimiter.consume(clientIp);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AccountsError('WRONG_CURRENT_PASSWORD');
    const email = normaliseEmail(newEmail);
    if (email === user.email) throw new AccountsError('SAME_EMAIL');
    if (await this.users.findByEmail(email)) throw new UsersError('EMAIL_TAKEN');
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const token = await this.tokens.issue(manager, {
        userId: user.id,
        purpose: 'email_change',
        email,
        now,
        ttlMs: EMAIL_CHANGE_TTL_HOURS * HOUR_MS,
      });
      const url = `${this.config.appOrigin}${EMAIL_CHANGE_LINK_PATH}?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue(manager, {
        userId: user.id,
        to: email,
        kind: 'email_change',
        content: accountMail.emailChange(user.firstName, email, url),
      });
      await this.mail.enqueue(manager, {
        userId: user.id,
        to: user.email,
        kind: 'email_change_notice',
        content: accountMail.emailChangeNotice(user.firstName, email),
      });
    });
    return {
      pendingEmail: email,
      message: `We sent a link to ${email}. Your email changes when you open it (within ${EMAIL_CHANGE_TTL_HOURS} hours).`,
    };
  }

  /**
   * Opens the new address's link: the account moves to it (verified). 409 if another account took it
   * meanwhile. A referred person is remembered at both addresses (a referral is once per person).
   */
  async confirmEmailChange(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const used = await this.tokens.consume(manager, 'email_change', token, now);
      if (!used) throw new AccountsError('LINK_NOT_VALID');
      // Read in this transaction: the embedded database has one connection, which the transaction holds.
      const before = await manager.getRepository(User).findOneBy({ id: used.userId });
      await this.users.changeEmail(manager, used.userId, used.email, now);
      for (const email of [before?.email, used.email]) {
        if (email) await this.referrals.rememberReferredPerson(manager, used.userId, email);
      }
    });
  }

  private async queueVerification(
    manager: EntityManager,
    user: Pick<User, 'id' | 'email' | 'firstName'>,
    dedupeKey?: string,
    next?: string,
  ): Promise<void> {
    if (dedupeKey !== undefined && (await this.mail.isQueued(manager, dedupeKey))) return;
    const token = await this.tokens.issue(manager, {
      userId: user.id,
      purpose: 'verify_email',
      email: user.email,
      now: this.clock.now(),
      ttlMs: EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS,
    });
    // The page to land on after verifying, checked again here: the event's payload is stored data.
    const landing = safeReturnPath(next);
    const url =
      `${this.config.appOrigin}${VERIFY_EMAIL_LINK_PATH}?token=${encodeURIComponent(token)}` +
      (landing ? `&${VERIFY_EMAIL_NEXT_PARAM}=${encodeURIComponent(landing)}` : '');
    await this.mail.enqueue(manager, {
      userId: user.id,
      to: user.email,
      kind: 'verify_email',
      content: accountMail.verifyEmail(user.firstName, url),
      dedupeKey,
    });
  }

  /** A reset link for the address, when it has an account; once per request (a replayed event finds the message's dedupe key). */
  private async queuePasswordReset(manager: EntityManager, request: { email: string; requestId: string }): Promise<void> {
    const dedupeKey = `password_reset:${request.requestId}`;
    if (await this.mail.isQueued(manager, dedupeKey)) return;
    // Read through the dispatch's transaction: the embedded database has one connection, which it holds.
    const user = await manager.getRepository(User).findOneBy({ email: request.email });
    if (!user) return;
    const token = await this.tokens.issue(manager, {
      userId: user.id,
      purpose: 'password_reset',
      email: user.email,
      now: this.clock.now(),
      ttlMs: PASSWORD_RESET_TTL_HOURS * HOUR_MS,
    });
    const url = `${this.config.appOrigin}${RESET_PASSWORD_PAGE_PATH}?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(manager, {
      userId: user.id,
      to: user.email,
      kind: 'password_reset',
      content: accountMail.passwordReset(user.firstName, url),
      dedupeKey,
    });
  }

  /** The owner of an address someone tried to sign up with hears of it, at most once per clock hour (the dedupe key). */
  private async queueSignUpAttemptNotice(manager: EntityManager, userId: string, at: string): Promise<void> {
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    if (!user) return;
    const hour = at.slice(0, 13);
    const resetUrl = `${this.config.appOrigin}${RESET_PASSWORD_PAGE_PATH}`;
    await this.mail.enqueue(manager, {
      userId: user.id,
      to: user.email,
      kind: 'sign_up_attempt',
      content: accountMail.signUpAttempt(user.firstName, this.signInUrl(), resetUrl),
      dedupeKey: `sign_up_attempt:${user.id}:${hour}`,
    });
  }

  private signInUrl(): string {
    return `${this.config.appOrigin}${API_LOGIN_PATH}`;
  }
}
