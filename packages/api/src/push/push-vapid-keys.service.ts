import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import webpush from 'web-push';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { PUSH_CONFIG, type PushConfig, type VapidKeys } from './push-config.js';

/**
 * The VAPID key pair push messages are signed with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set
 * (required in production); otherwise generated on the first start and kept in `push_vapid_keys`,
 * so browsers subscribed yesterday still receive after a restart. The one writer of that table.
 */
@Injectable()
export class PushVapidKeys implements OnApplicationBootstrap {
  private keys: Promise<VapidKeys> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.get();
  }

  /** The key pair (loaded or made once per process). */
  get(): Promise<VapidKeys> {
    this.keys ??= this.load().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  private async load(): Promise<VapidKeys> {
    if (this.config.vapidKeys) return this.config.vapidKeys;
    const stored = await this.stored();
    if (stored) return stored;
    const generated = webpush.generateVAPIDKeys();
    // Two instances starting at once: the first insert wins and both read it back.
    await this.dataSource.query(
      `INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (true, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [generated.publicKey, generated.privateKey, this.clock.now()],
    );
    const kept = await this.stored();
    if (!kept) throw new Error('The generated VAPID keys were not stored');
    return kept;
  }

  private async stored(): Promise<VapidKeys | undefined> {
    const [row] = (await this.dataSource.query(`SELECT public_key, private_key FROM push_vapid_keys WHERE id`)) as {
      public_key: string;
      private_key: string;
    }[];
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : undefined;
  }
}
