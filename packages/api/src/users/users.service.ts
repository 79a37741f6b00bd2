import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { USERS_CONFIG, type UsersConfig } from './users-config.js';
import { isUuid } from '../platform/validation/uuid.js';
import { suspensionOf } from './suspension.js';
import { User } from './user.entity.js';
import { UsersError } from './users.errors.js';

const UNIQUE_VIOLATION = '23505';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  phone?: string | null;
  profileCompleted?: boolean;
  isAdmin?: boolean;
}

/** Canonical form of an email address: trimmed and lower-cased (how it is stored and looked up). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(USERS_CONFIG) config: UsersConfig,
    private readonly clock: Clock,
  ) {
    this.adminEmails = new Set(config.adminEmails);
  }

  /** ADMIN_EMAILS at start: the listed accounts that already exist become admins (nobody is demoted). */
  async onApplicationBootstrap(): Promise<void> {
    if (this.adminEmails.size === 0) return;
    const result = await this.users.update({ email: In([...this.adminEmails]), isAdmin: false }, { isAdmin: true });
    if (result.affected) new Logger('Users').log(`ADMIN_EMAILS: ${result.affected} account(s) made admin`);
  }

  findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.users.findOneBy({ id });
  }

  /** The user a session names, unless the account is gone or suspended now (SignedInGuard's lookup). */
  async findSignedIn(id: string): Promise<User | null> {
    const user = await this.findById(id);
    return user && suspensionOf(user, this.clock.now()) === null ? user : null;
  }

  /** Records a suspension (replacing any earlier one) in the caller's transaction. */
  async suspend(manager: EntityManager, userId: string, suspension: { at: Date; reason: string; until: Date | null }): Promise<void> {
    await manager.query(`UPDATE users SET suspended_at = $2, suspension_reason = $3, suspended_until = $4, updated_at = $2 WHERE id = $1`, [
      userId,
      suspension.at,
      suspension.reason,
      suspension.until,
    ]);
  }

  /** Lifts the suspension in the caller's transaction. */
  async reinstate(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE users SET suspended_at = NULL, suspension_reason = NULL, suspended_until = NULL, updated_at = $2 WHERE id = $1`,
      [userId, now],
    );
  }

  /**
   * Ends up to `limit` timed suspensions whose end has passed, the longest over first, as
   * `reinstate` does (their listing rule already treats them as ended); the members' ids. Rows
   * another transaction holds are left for the next run.
   */
  async endElapsedSuspensions(manager: EntityManager, now: Date, limit: number): Promise<string[]> {
    const [rows] = (await manager.query(
      `UPDATE users SET suspended_at = NULL, suspension_reason = NULL, suspended_until = NULL, updated_at = $1
        WHERE id IN (SELECT id FROM users WHERE suspended_at IS NOT NULL AND suspended_until IS NOT NULL AND suspended_until <= $1
                      ORDER BY suspended_until LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [now, limit],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** Marks the address verified, in the caller's transaction, if it is still the account's address; false otherwise. */
  async markEmailVerified(manager: EntityManager, userId: string, email: string, now: Date): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $3), updated_at = $3 WHERE id = $1 AND email = $2`,
      [userId, normaliseEmail(email), now],
    )) as [unknown, number];
    return affected > 0;
  }

  /** Stores a new password hash in the caller's transaction. */
  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string, now: Date): Promise<void> {
    await manager.query(`UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1`, [userId, passwordHash, now]);
  }

  /** Moves the account to a new, verified address in the caller's transaction; EMAIL_TAKEN when another account has it. */
  async changeEmail(manager: EntityManager, userId: string, email: string, now: Date): Promise<void> {
    try {
      await manager.query(`UPDATE users SET email = $2, email_verified_at = $3, updated_at = $3 WHERE id = $1`, [
        userId,
        normaliseEmail(email),
        now,
      ]);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION)
        throw new UsersError('EMAIL_TAKEN');
      throw error;
    }
  }

  /**
   * Deletes the account as a person sees it, in the caller's transaction: "Former member",
   * an address that cannot receive mail, no phone or picture, an unusable password, and a
   * suspension without end so no listing shows it; the row stays for the records that need it.
   */
  async anonymise(manager: EntityManager, userId: string, unusablePasswordHash: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE users SET first_name = 'Former', last_name = 'member', email = 'deleted-' || id || '@deleted.invalid', phone = NULL, profile_image_url = NULL,
              profile_completed = false, email_verified_at = NULL, password_hash = $2, is_admin = false,
              suspended_at = $3, suspension_reason = 'Account deleted by its owner', suspended_until = NULL, updated_at = $3
       WHERE id = $1`,
      [userId, unusablePasswordHash, now],
    );
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** Inserts an account (in the caller's transaction when given one); EMAIL_TAKEN when the address is already registered (in any case). */
  async create(input: NewUser, manager?: EntityManager): Promise<User> {
    const repository = manager ? manager.getRepository(User) : this.users;
    const user = repository.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash,
      phone: input.phone ?? null,
      profileImageUrl: null,
      emailVerifiedAt: null,
      profileCompleted: input.profileCompleted ?? false,
      isAdmin: (input.isAdmin ?? false) || this.adminEmails.has(normaliseEmail(input.email)),
    });
    try {
      return await repository.save(user);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new UsersError('EMAIL_TAKEN');
      }
      throw error;
    }
  }
}
