import { Injectable } from '@nestjs/common';
import { type ReferralApplication, safeReturnPath } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { suspensionOf } from '../users/suspension.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AccountSuspendedError, UsersError } from '../users/users.errors.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';
import { type LoginDto } from './dto/login.dto.js';
import { type SignupDto } from './dto/signup.dto.js';
import { assertStrongPassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { AuthError } from './auth.errors.js';

/** Sign-up and sign-in rules, shared by the JSON endpoints and the HTML forms. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly referrals: ReferralsService,
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  /**
   * The new account, and what its referral code did (only when one was given).
   * `user.signed_up` is recorded in the account's transaction (its verification email cannot be
   * lost to a stop right after the commit) and published after it. `returnTo`, when a safe return
   * path, is where the verification link lands (the booking the newcomer was making).
   */
  async signUp(input: SignupDto, clientIp: string, returnTo?: string): Promise<{ user: User; referral?: ReferralApplication }> {
    const target = safeReturnPath(returnTo);
    // Home is where the link lands anyway.
    const next = target === '/' ? undefined : target;
    await this.rateLimiter.consume(clientIp);
    assertStrongPassword(input.password, { email: input.email, names: [input.firstName, input.lastName] });
    const passwordHash = await hashPassword(input.password);
    const existing = await this.users.findByEmail(input.email);
    if (existing) {
      await this.tellOwnerOfSignUpAttempt(existing);
      throw new UsersError('EMAIL_TAKEN');
    }
    const user = await this.dataSource.transaction(async (manager) => {
      const created = await this.users.create(
        { firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash },
        manager,
      );
      await this.outbox.record(manager, 'user.signed_up', {
        userId: created.id,
        email: created.email,
        firstName: created.firstName,
        ...(next ? { next } : {}),
      });
      return created;
    });
    const referral = input.referralCode ? await this.referrals.applyAtSignUp(user.id, input.referralCode) : undefined;
    await this.events.publish('user.signed_up', {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      ...(next ? { next } : {}),
    });
    return { user, referral };
  }

  /**
   * Sign-up has to say an address is taken (it signs a new account in at once), so the
   * owner hears of every attempt — at most one email an hour (docs/decisions/0013). The hash above
   * ran all the same, so a taken address costs the same time as a new one.
   */
  private async tellOwnerOfSignUpAttempt(owner: User): Promise<void> {
    const payload = { userId: owner.id, at: this.clock.now().toISOString() };
    await this.dataSource.transaction((manager) => this.outbox.record(manager, 'user.sign_up_attempted', payload));
    await this.events.publish('user.sign_up_attempted', payload);
  }

  /**
   * The same INVALID_CREDENTIALS, after the same argon2 work, whether or not the account exists.
   * A suspended account with the right password: 403 with the reason and the end date.
   */
  async logIn(input: LoginDto, clientIp: string): Promise<User> {
    await this.rateLimiter.consume(clientIp);
    const user = await this.users.findByEmail(input.email);
    if (!user) {
      await verifyAgainstDummy(input.password);
      throw new AuthError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw new AuthError('INVALID_CREDENTIALS');
    const suspension = suspensionOf(user, this.clock.now());
    if (suspension) throw new AccountSuspendedError(suspension);
    return user;
  }
}
