import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { isUuid } from '../platform/validation/uuid.js';
import { User } from './user.entity.js';

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
  ) {}

  findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
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
}
