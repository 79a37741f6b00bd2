import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FastifyRequest } from 'fastify';
import { QueryFailedError, Repository } from 'typeorm';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { AccountsError } from '../accounts/accounts.errors.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/users.service.js';
import { UsersError } from '../users/users.errors.js';
import { type UpdateProfileDto } from './dto/update-profile.dto.js';
import { normaliseAustralianPhone } from './phone.js';
import { ProfileError } from './profile.errors.js';

const UNIQUE_VIOLATION = '23505';

/**
 * The signed-in user's own profile: names, email, phone, picture. profileCompleted (names, email,
 * phone and picture all set) is computed by the database from the row as written (migration
 * MarketplaceRules1764300100000), so concurrent changes of different fields cannot leave it stale.
 */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly uploads: UploadsService,
  ) {}

  async update(actor: User, changes: UpdateProfileDto): Promise<User> {
    const next: Partial<User> = {};
    if (changes.firstName !== undefined) next.firstName = changes.firstName;
    if (changes.lastName !== undefined) next.lastName = changes.lastName;
    // The address itself changes only through POST /api/profile/email (current password, then the
    // new address's link): PATCH accepts the unchanged address and nothing else, so it tells nobody
    // which addresses are registered.
    if (changes.email !== undefined && normaliseEmail(changes.email) !== actor.email) throw new AccountsError('EMAIL_CHANGE_ELSEWHERE');
    if (changes.phone !== undefined) {
      if (changes.phone === null || changes.phone === '') {
        next.phone = null;
      } else {
        const phone = normaliseAustralianPhone(changes.phone);
        if (!phone) throw new ProfileError('INVALID_PHONE');
        next.phone = phone;
      }
    }
    return this.save(actor, next);
  }

  /** Stores the uploaded picture (the uploads pipeline: content check, re-encode, random name) and makes it the profile picture. */
  async replacePhoto(actor: User, request: FastifyRequest): Promise<User> {
    const stored = await this.uploads.storeFromRequest(request);
    return this.save(actor, { profileImageUrl: stored.url });
  }

  private async save(actor: User, changes: Partial<User>): Promise<User> {
    try {
      if (Object.keys(changes).length > 0) await this.users.update({ id: actor.id }, changes);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new UsersError('EMAIL_TAKEN');
      }
      throw error;
    }
    const saved = await this.users.findOneBy({ id: actor.id });
    if (!saved) throw new DomainError(DomainErrorCode.NotSignedIn);
    return saved;
  }
}
