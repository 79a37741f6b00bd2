import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type RoleRecord } from '@pawpal/contract';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { isUuid } from '../platform/validation/uuid.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { UsersError } from '../users/users.errors.js';
import { SitterProfile } from './sitter-profile.entity.js';
import { SitterServiceOffer } from './sitter-service-offer.entity.js';
import { sortServices } from './sitters.constants.js';

/** The role record: whether a user is a sitter (with their sitter summary) or an admin. */
@Injectable()
export class RolesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /**
   * The role record of `userId`, as `actor` may see it: their own, or anyone's for an admin.
   * The single place that decides who may read a role.
   */
  async getRole(actor: User, userId: string): Promise<RoleRecord> {
    if (!isUuid(userId)) throw new UsersError('USER_NOT_FOUND');
    if (actor.id !== userId.toLowerCase() && !actor.isAdmin) throw new DomainError(DomainErrorCode.NotAllowed);
    const user = actor.id === userId.toLowerCase() ? actor : await this.users.findById(userId);
    if (!user) throw new UsersError('USER_NOT_FOUND');
    const profile = await this.dataSource.getRepository(SitterProfile).findOneBy({ userId: user.id });
    if (!profile) return { isSitter: false, isAdmin: user.isAdmin, sitterData: null };
    const services = await this.dataSource.getRepository(SitterServiceOffer).findBy({ sitterId: profile.userId });
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
