import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { SitterServiceOffer } from '../sitters/sitter-service-offer.entity.js';
import { sortServices } from '../sitters/sitters.constants.js';
import { type RoleResponse } from './dto/role.response.js';
import { SitterProfile } from './sitter-profile.entity.js';
import { User } from './user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(SitterProfile) private readonly sitterProfiles: Repository<SitterProfile>,
    @InjectRepository(SitterServiceOffer) private readonly sitterServices: Repository<SitterServiceOffer>,
  ) {}

  findById(id: string): Promise<User | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** Inserts an account; EMAIL_TAKEN when the address is already registered (in any case). */
  async create(input: NewUser): Promise<User> {
    const user = this.users.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash,
      phone: input.phone ?? null,
      profileImageUrl: null,
      profileCompleted: input.profileCompleted ?? false,
      isAdmin: input.isAdmin ?? false,
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError(DomainErrorCode.EmailTaken);
      }
      throw error;
    }
  }

  /**
   * The role record of `userId`, as `actor` may see it: their own, or anyone's for an admin.
   * The single place that decides who may read a role.
   */
  async getRole(actor: User, userId: string): Promise<RoleResponse> {
    if (!UUID.test(userId)) throw new DomainError(DomainErrorCode.UserNotFound);
    if (actor.id !== userId.toLowerCase() && !actor.isAdmin) throw new DomainError(DomainErrorCode.NotAllowed);
    const user = actor.id === userId.toLowerCase() ? actor : await this.users.findOneBy({ id: userId });
    if (!user) throw new DomainError(DomainErrorCode.UserNotFound);
    const profile = await this.sitterProfiles.findOneBy({ userId: user.id });
    if (!profile) return { isSitter: false, isAdmin: user.isAdmin, sitterData: null };
    const services = await this.sitterServices.find({ where: { sitterId: profile.userId } });
    return {
      isSitter: true,
      isAdmin: user.isAdmin,
      sitterData: {
        id: profile.userId,
        headline: profile.headline,
        suburb: profile.suburb,
        state: profile.state,
        services: sortServices(services).map(({ type, priceCents }) => ({ type, priceCents })),
      },
    };
  }
}
