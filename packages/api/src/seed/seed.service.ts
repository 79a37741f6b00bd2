import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { hashPassword } from '../auth/passwords.js';
import { type PawpalConfig } from '../app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { User } from '../users/user.entity.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { seedBookings } from './seed-bookings.js';
import { seedPictures } from './seed-pictures.js';
import { seedLedger } from './seed-ledger.js';
import { seedCare } from './seed-care.js';
import { seedReliability } from './seed-reliability.js';
import { seedReviews } from './seed-reviews.js';
import { seedRegionalSitters } from './seed-regional-sitters.js';
import { seedMemberSince } from './seed-member-since.js';
import { seedDemoSitterProfile, seedMarketplaceSitters } from './seed-sitters.js';

export interface SeedResult {
  /** True when this start created the demo accounts. */
  seeded: boolean;
  /** Demo accounts present in the database (seeded now or earlier). */
  demoAccounts: readonly DemoAccount[];
  /** User ids (= sitter ids) of the demo marketplace's sitters seeded by this start (empty when not seeded). */
  sitterIds: readonly string[];
}

@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PawpalConfig,
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * Creates the demo accounts when SEED_DEMO allows it (default: embedded database, not
   * production) and the database has no users yet, all in one transaction.
   */
  async seedIfEmpty(): Promise<SeedResult> {
    if (this.config.nodeEnv === 'production') return { seeded: false, demoAccounts: [], sitterIds: [] };
    let seeded = false;
    let sitterIds: string[] = [];
    if (this.config.seedDemo && (await this.dataSource.getRepository(User).count()) === 0) {
      const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
      await this.dataSource.transaction(async (manager) => {
        for (const [index, account] of DEMO_ACCOUNTS.entries()) {
          const user = await manager.getRepository(User).save(
            manager.getRepository(User).create({
              firstName: account.firstName,
              lastName: account.lastName,
              email: account.email,
              phone: account.phone,
              profileImageUrl: null,
              profileCompleted: account.profileCompleted,
              isAdmin: account.isAdmin,
              passwordHash: hashes[index]!,
            }),
          );
          if (account.sitterProfile) await seedDemoSitterProfile(manager, user.id);
        }
        sitterIds = await seedMarketplaceSitters(manager, hashes[0]!, { documentsDir: this.config.verifications.dir });
        // After the sitters: pets, bookings in every state, past stays with reviews (src/seed/seed-bookings.ts).
        await seedBookings(manager, { passwordHash: hashes[0]!, money: this.config.money });
        // Both sides' published reviews of those stays; the sitters' ratings from them alone (src/seed/seed-reviews.ts).
        await seedReviews(manager);
        // The paid demo bookings' money, dated when it moved (src/seed/seed-ledger.ts).
        await seedLedger(manager, this.ledger);
        // Care plans, the owner's home, and the schedules of the paid and under-way stays (src/seed/seed-care.ts).
        await seedCare(manager);
        // Varied reliability records: cancellations beside the seeded stays (src/seed/seed-reliability.ts).
        await seedReliability(manager, new Date());
        // A few sitters in regional towns, so Broome or Katherine end with someone (src/seed/seed-regional-sitters.ts).
        await seedRegionalSitters(manager, hashes[0]!);
        // Every member joined before their first dated row: documents, bookings, reviews (src/seed/seed-member-since.ts).
        await seedMemberSince(manager);
        // Demo accounts are verified: they may request and accept bookings at once.
        await manager.query(`UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL`);
        // Pictures for the sitters and pets, drawn here (src/seed/seed-pictures.ts).
        await seedPictures(manager, this.config.uploads.dir);
      });
      seeded = true;
      this.logger.log(`Seeded ${DEMO_ACCOUNTS.length} demo accounts`);
    }
    const present = await this.dataSource.getRepository(User).findBy({ email: In(DEMO_ACCOUNTS.map((account) => account.email)) });
    const presentEmails = new Set(present.map((user) => user.email));
    return { seeded, demoAccounts: DEMO_ACCOUNTS.filter((account) => presentEmails.has(account.email)), sitterIds };
  }
}
