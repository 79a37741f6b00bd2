import { Injectable } from '@nestjs/common';
import { type ReferralApplication } from '@pawpal/contract';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { AccountSuspendedError, suspensionOf } from '../users/suspension.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';
import { type LoginDto } from './dto/login.dto.js';
import { type SignupDto } from './dto/signup.dto.js';
import { assertStrongPassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

/** Sign-up and sign-in rules, shared by the JSON endpoints and the HTML forms. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly referrals: ReferralsService,
  ) {}

  /** The new account, and what its referral code did (only when one was given: issue 10). */
  async signUp(input: SignupDto, clientIp: string): Promise<{ user: User; referral?: ReferralApplication }> {
    await this.rateLimiter.consume(clientIp);
    assertStrongPassword(input.password, { email: input.email, names: [input.firstName, input.lastName] });
    if (await this.users.findByEmail(input.email)) throw new DomainError(DomainErrorCode.EmailTaken);
    const user = await this.users.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    const referral = input.referralCode ? await this.referrals.applyAtSignUp(user.id, input.referralCode) : undefined;
    await this.events.publish('user.signed_up', { userId: user.id, email: user.email, firstName: user.firstName });
    return { user, referral };
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
      throw new DomainError(DomainErrorCode.InvalidCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw new DomainError(DomainErrorCode.InvalidCredentials);
    const suspension = suspensionOf(user, this.clock.now());
    if (suspension) throw new AccountSuspendedError(suspension);
    return user;
  }
}
