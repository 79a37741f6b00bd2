import { Injectable } from '@nestjs/common';
import { type AuState, lastInitialOf, type PublicSitterProfile, type SitterProfile as SitterProfileView } from '@pawpal/contract';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { GeoDirectory } from '../geo/geo.directory.js';
import { type Suburb } from '../geo/geo.types.js';
import { SitterProfile } from './sitter-profile.entity.js';
import { User } from '../users/user.entity.js';
import { type CreateSitterProfileDto, type ServicePriceDto, type UpdateSitterProfileDto } from './dto/sitter-profile.input.js';
import { petsAcceptedOf, toSitterProfileResponse, withUnits } from './dto/sitter-profile.response.js';
import { SitterServiceOffer } from './sitter-service-offer.entity.js';
import { isUuid } from '../platform/validation/uuid.js';
import { Clock } from '../platform/clock/clock.js';
import { badgesOf } from '../verifications/badges.js';
import { reliableSitters } from './reliable-tier.js';
import { GeoError } from '../geo/geo.errors.js';
import { visibleToSql } from './listing.js';
import { SittersError } from './sitters.errors.js';
import { assertOwnUploads } from '../uploads/upload-ownership.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Sitter profiles and their services. Every change is to the acting user's own profile (there is
 * no sitter id to trust): the sitter id IS the user id.
 */
@Injectable()
export class SittersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geo: GeoDirectory,
    private readonly clock: Clock,
  ) {}

  /** Makes the actor a sitter (profile + services, one transaction). 409 when they already are one. */
  async register(actor: User, input: CreateSitterProfileDto): Promise<SitterProfileView> {
    if (await this.dataSource.getRepository(SitterProfile).existsBy({ userId: actor.id })) throw new SittersError('ALREADY_A_SITTER');
    const place = this.resolveSuburb(input.suburb, input.postcode, input.state);
    try {
      await this.dataSource.transaction(async (manager) => {
        await assertOwnUploads(manager, actor.id, input.photoUrls);
        await manager.getRepository(SitterProfile).insert({
          userId: actor.id,
          headline: input.headline.trim(),
          about: input.about.trim(),
          experienceYears: input.experienceYears,
          ...locationOf(place),
          dogSizes: input.petsAccepted.dogSizes,
          acceptsCats: input.petsAccepted.cats,
          acceptsSmallAnimals: input.petsAccepted.smallAnimals,
          acceptsBirds: input.petsAccepted.birds,
          maxPets: input.maxPets,
          cancellationPolicy: input.cancellationPolicy,
          photoUrls: input.photoUrls,
          // Review before listing: not in search and not public until an admin approves.
          reviewStatus: 'pending_review',
          reviewSubmittedAt: this.clock.now(),
        });
        await this.writeServices(manager, actor.id, input.services);
      });
    } catch (error) {
      // Two registrations racing: the primary key lets one through.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new SittersError('ALREADY_A_SITTER');
      }
      throw error;
    }
    return this.own(actor);
  }

  /** The actor's own profile; 404 when they are not a sitter. */
  async own(actor: User): Promise<SitterProfileView> {
    const profile = await this.dataSource.getRepository(SitterProfile).findOneBy({ userId: actor.id });
    if (!profile) throw new SittersError('NOT_A_SITTER');
    const services = await this.dataSource.getRepository(SitterServiceOffer).findBy({ sitterId: actor.id });
    return toSitterProfileResponse(profile, services);
  }

  /** Partial update of the actor's profile. A new suburb, postcode or state is re-checked against the directory together with the others. */
  async update(actor: User, input: UpdateSitterProfileDto): Promise<SitterProfileView> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(SitterProfile);
      const profile = await repository.findOne({ where: { userId: actor.id }, lock: { mode: 'pessimistic_write' } });
      if (!profile) throw new SittersError('NOT_A_SITTER');
      const changes: Partial<SitterProfile> = {};
      if (input.headline !== undefined) changes.headline = input.headline.trim();
      if (input.about !== undefined) changes.about = input.about.trim();
      if (input.experienceYears !== undefined) changes.experienceYears = input.experienceYears;
      if (input.suburb !== undefined || input.postcode !== undefined || input.state !== undefined) {
        Object.assign(
          changes,
          locationOf(this.resolveSuburb(input.suburb ?? profile.suburb, input.postcode ?? profile.postcode, input.state ?? profile.state)),
        );
      }
      if (input.petsAccepted !== undefined) {
        changes.dogSizes = input.petsAccepted.dogSizes;
        changes.acceptsCats = input.petsAccepted.cats;
        changes.acceptsSmallAnimals = input.petsAccepted.smallAnimals;
        changes.acceptsBirds = input.petsAccepted.birds;
      }
      if (input.maxPets !== undefined) changes.maxPets = input.maxPets;
      if (input.cancellationPolicy !== undefined) changes.cancellationPolicy = input.cancellationPolicy;
      if (input.requiresMeetAndGreet !== undefined) changes.requiresMeetAndGreet = input.requiresMeetAndGreet;
      if (input.photoUrls !== undefined) {
        // Photos the profile already shows stay; a new one must be the sitter's own upload.
        await assertOwnUploads(manager, actor.id, input.photoUrls, { kept: profile.photoUrls });
        changes.photoUrls = input.photoUrls;
      }
      if (Object.keys(changes).length > 0) await repository.update({ userId: actor.id }, changes);
    });
    return this.own(actor);
  }

  /** Replaces the actor's services and prices (at least one). */
  async replaceServices(actor: User, services: ServicePriceDto[]): Promise<SitterProfileView> {
    await this.dataSource.transaction(async (manager) => {
      const locked = await manager
        .getRepository(SitterProfile)
        .findOne({ where: { userId: actor.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new SittersError('NOT_A_SITTER');
      await manager.getRepository(SitterServiceOffer).delete({ sitterId: actor.id });
      await this.writeServices(manager, actor.id, services);
    });
    return this.own(actor);
  }

  /**
   * What anyone may see of a listed sitter, with response rate and repeat clients from real
   * bookings and their badges. A sitter who is not listed (pending or rejected review, or
   * suspended) is 404 to everyone but themself and admins (`viewerId`: the session's user).
   * `source`: where to read (the controller's ReadRouting choice); the primary by default.
   */
  async publicProfile(sitterId: string, viewerId?: string, source: DataSource = this.dataSource): Promise<PublicSitterProfile> {
    if (!isUuid(sitterId)) throw new SittersError('SITTER_NOT_FOUND');
    const profile = await source.getRepository(SitterProfile).findOneBy({ userId: sitterId });
    const user = profile ? await source.getRepository(User).findOneBy({ id: sitterId }) : null;
    if (!profile || !user) throw new SittersError('SITTER_NOT_FOUND');
    const now = this.clock.now();
    const visible = (await source.query(
      `SELECT 1 FROM sitter_profiles s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1 AND ${visibleToSql('s', 'u', '$2', '$3')}`,
      [sitterId, now, viewerId ?? null],
    )) as unknown[];
    if (visible.length === 0) throw new SittersError('SITTER_NOT_FOUND');
    const badges = (await badgesOf(source.manager, [sitterId], now)).get(sitterId) ?? [];
    const reliable = (await reliableSitters(source.manager, [sitterId])).has(sitterId);
    const services = await source.getRepository(SitterServiceOffer).findBy({ sitterId });
    const stats = await this.bookingStats(source, sitterId);
    return {
      id: profile.userId,
      firstName: user.firstName,
      lastInitial: lastInitialOf(user.lastName),
      avatarUrl: user.profileImageUrl,
      headline: profile.headline,
      about: profile.about,
      experienceYears: profile.experienceYears,
      suburb: profile.suburb,
      postcode: profile.postcode,
      state: profile.state,
      timeZone: profile.timeZone,
      petsAccepted: petsAcceptedOf(profile),
      maxPets: profile.maxPets,
      services: withUnits(services),
      cancellationPolicy: profile.cancellationPolicy,
      photoUrls: profile.photoUrls,
      rating: { average: profile.ratingAvg, count: profile.ratingCount },
      responseRate: stats.responseRate,
      repeatClientCount: stats.repeatClientCount,
      memberSince: user.createdAt.toISOString(),
      badges,
      requiresMeetAndGreet: profile.requiresMeetAndGreet,
      availabilityConfirmedAt: profile.availabilityConfirmedAt?.toISOString() ?? null,
      reliable,
    };
  }

  /**
   * Response rate: requests answered (accepted or declined) over requests that were answered or
   * expired unanswered. Repeat clients: owners with two or more paid, in-progress or completed
   * bookings. Both read the bookings table (owned by the bookings module).
   */
  private async bookingStats(source: DataSource, sitterId: string): Promise<{ responseRate: number | null; repeatClientCount: number }> {
    const [{ exists }] = (await source.query(`SELECT to_regclass('bookings') IS NOT NULL AS exists`)) as [{ exists: boolean }];
    if (!exists) return { responseRate: null, repeatClientCount: 0 };
    const [row] = (await source.query(
      `SELECT
         count(*) FILTER (WHERE accepted_at IS NOT NULL OR declined_at IS NOT NULL)::int AS answered,
         count(*) FILTER (WHERE accepted_at IS NOT NULL OR declined_at IS NOT NULL OR (status = 'expired' AND accepted_at IS NULL))::int AS decided,
         (SELECT count(*)::int FROM (
            SELECT owner_id FROM bookings
             WHERE sitter_id = $1 AND status IN ('paid', 'in_progress', 'completed')
             GROUP BY owner_id HAVING count(*) >= 2) AS repeat) AS repeat_clients
       FROM bookings WHERE sitter_id = $1`,
      [sitterId],
    )) as [{ answered: number; decided: number; repeat_clients: number }];
    return {
      responseRate: row.decided === 0 ? null : Math.round((row.answered / row.decided) * 100) / 100,
      repeatClientCount: row.repeat_clients,
    };
  }

  private resolveSuburb(suburb: string, postcode: string, state: AuState): Suburb {
    const place = this.geo.lookup(suburb, state).find((candidate) => candidate.postcode === postcode.trim());
    if (!place) throw new GeoError('SUBURB_NOT_FOUND', "We couldn't find that suburb and postcode");
    return place;
  }

  private async writeServices(manager: EntityManager, sitterId: string, services: ServicePriceDto[]): Promise<void> {
    await manager.getRepository(SitterServiceOffer).insert(services.map(({ type, priceCents }) => ({ sitterId, type, priceCents })));
  }
}

function locationOf(place: Suburb): Pick<SitterProfile, 'suburb' | 'postcode' | 'state' | 'latitude' | 'longitude' | 'timeZone'> {
  return {
    suburb: place.name,
    postcode: place.postcode,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
  };
}
