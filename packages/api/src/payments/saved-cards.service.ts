import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CARD_BRANDS,
  type CardSetupIntent,
  cardBrand,
  MAX_SAVED_CARDS,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  type SavedCard,
  type SavedCardsResponse,
} from '@pawpal/contract';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { type User } from '../users/user.entity.js';
import { type SaveCardInput } from './dto/saved-card.input.js';
import { fullYear } from './dto/sandbox-charge.input.js';
import {
  CardSetupNotConfirmedError,
  CardSetupNotFoundError,
  SavedCardExpiredError,
  SavedCardNotFoundError,
  SavedCardNeedsStripeError,
  TooManySavedCardsError,
  WrongCardSetupError,
} from './owner-payments.errors.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderCards,
  type ProviderSavedCard,
  SavedCardDeclined,
} from './payment-provider.js';
import { sandboxId } from './providers/sandbox/sandbox.provider.js';

/** What a charge to a sandbox card does, decided from Stripe's test numbers when the card is saved. */
export type SandboxChargeOutcome = 'succeeds' | 'declined' | 'declined_use_test_card';

export function sandboxOutcomeOf(digits: string): SandboxChargeOutcome {
  if (digits === SANDBOX_SUCCESS_CARD) return 'succeeds';
  if (digits === SANDBOX_DECLINED_CARD) return 'declined';
  return 'declined_use_test_card';
}

interface SavedCardRow {
  id: string;
  provider: string;
  provider_ref: string;
  brand: SavedCard['brand'];
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  created_at: Date;
}

const CARD_COLUMNS = `id, provider, provider_ref, brand, last4, exp_month, exp_year, is_default, created_at`;

function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A member's saved cards. Pawpal keeps the brand, the last four digits and the expiry, and the
 * provider's reference to the card; never the number. In test mode the sandbox keeps its own
 * stand-in (`sandbox_cards`) with the outcome a charge will have. The first card saved is the
 * default; removing the default makes the newest remaining card the default.
 */
@Injectable()
export class SavedCardsService {
  private readonly logger = new Logger(SavedCardsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async list(actor: User): Promise<SavedCardsResponse> {
    const rows = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} FROM saved_cards WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id LIMIT ${MAX_SAVED_CARDS}`,
      [actor.id],
    )) as SavedCardRow[];
    return { cards: rows.map(toSavedCard), canSave: true, provider: this.provider.name, setupKind: this.provider.cards.setupKind };
  }

  /** Saves a card typed into the form (test mode). Refuses an expired card (server clock) and a sixth card. */
  async save(actor: User, input: SaveCardInput): Promise<SavedCard> {
    if (this.provider.cards.setupKind !== 'manual')
      throw new WrongCardSetupError('Card details go to Stripe directly: save a card through Stripe’s secure form');
    const expYear = fullYear(input.expYear);
    this.assertNotExpired(input.expMonth, expYear);
    return this.insertCard(
      actor,
      {
        provider: this.provider.name,
        ref: sandboxId('pm'),
        brand: cardBrand(input.cardNumber),
        last4: input.cardNumber.slice(-4),
        expMonth: input.expMonth,
        expYear,
      },
      async (manager, ref) => {
        await manager.query(`INSERT INTO sandbox_cards (ref, charge_outcome, created_at) VALUES ($1, $2, $3)`, [
          ref,
          sandboxOutcomeOf(input.cardNumber),
          this.clock.now(),
        ]);
      },
    );
  }

  /** Hosted set-up (Stripe): a SetupIntent for the member's customer at the provider (created on first use). */
  async setupIntent(actor: User): Promise<CardSetupIntent> {
    const cards = this.hosted();
    const customerId = await this.customerFor(actor, cards);
    const { setupIntentId, clientSecret } = await cards.createSetupIntent!(customerId);
    return { setupIntentId, clientSecret, publishableKey: this.provider.publishableKey };
  }

  /** Hosted set-up (Stripe): saves the card of a SetupIntent the browser confirmed (idempotent: the same intent saves one card). */
  async completeSetup(actor: User, setupIntentId: string): Promise<SavedCard> {
    const cards = this.hosted();
    const [customer] = (await this.dataSource.query(`SELECT customer_id FROM payment_customers WHERE user_id = $1 AND provider = $2`, [
      actor.id,
      this.provider.name,
    ])) as {
      customer_id: string;
    }[];
    if (!customer) throw new CardSetupNotFoundError();
    let found: { customerId: string | null; card: ProviderSavedCard | null };
    try {
      found = await cards.setupIntentCard!(setupIntentId);
    } catch {
      throw new CardSetupNotFoundError(); // the provider does not know it
    }
    // Another member's SetupIntent is not found, like any other resource of theirs.
    if (found.customerId !== customer.customer_id) throw new CardSetupNotFoundError();
    const card = found.card;
    if (!card) throw new CardSetupNotConfirmedError();
    const [existing] = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} FROM saved_cards WHERE provider = $3 AND provider_ref = $1 AND user_id = $2`,
      [card.paymentMethodId, actor.id, this.provider.name],
    )) as SavedCardRow[];
    if (existing) return toSavedCard(existing);
    const brand = (CARD_BRANDS as readonly string[]).includes(card.brand) ? (card.brand as SavedCard['brand']) : 'card';
    return this.insertCard(actor, {
      provider: this.provider.name,
      ref: card.paymentMethodId,
      brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    });
  }

  private hosted(): ProviderCards {
    if (this.provider.cards.setupKind !== 'hosted') throw new WrongCardSetupError('In test mode, save a card with the card form');
    return this.provider.cards;
  }

  /** The member's customer id at the provider, created once (idempotency key per member; a parallel create lands on the same row). */
  private async customerFor(actor: User, cards: ProviderCards): Promise<string> {
    const read = async () =>
      (
        (await this.dataSource.query(`SELECT customer_id FROM payment_customers WHERE user_id = $1 AND provider = $2`, [
          actor.id,
          this.provider.name,
        ])) as { customer_id: string }[]
      )[0]?.customer_id;
    const known = await read();
    if (known) return known;
    const created = await cards.createCustomer!({ id: actor.id, email: actor.email, name: `${actor.firstName} ${actor.lastName}` });
    await this.dataSource.query(
      `INSERT INTO payment_customers (user_id, provider, customer_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING`,
      [actor.id, this.provider.name, created, this.clock.now()],
    );
    return (await read()) ?? created;
  }

  /** Inserts a card under the member's lock: at most MAX_SAVED_CARDS, the first one the default. */
  private insertCard(
    actor: User,
    card: { provider: string; ref: string; brand: SavedCard['brand']; last4: string; expMonth: number; expYear: number },
    alongside?: (manager: EntityManager, ref: string) => Promise<void>,
  ): Promise<SavedCard> {
    return this.dataSource.transaction(async (manager) => {
      // Serialise one member's saves so two in parallel cannot both pass the count or both become the default.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
      const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM saved_cards WHERE user_id = $1`, [actor.id])) as [{ n: number }];
      if (n >= MAX_SAVED_CARDS) throw new TooManySavedCardsError();
      await alongside?.(manager, card.ref);
      const [row] = (await manager.query(
        `INSERT INTO saved_cards (user_id, provider, provider_ref, brand, last4, exp_month, exp_year, is_default, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CARD_COLUMNS}`,
        [actor.id, card.provider, card.ref, card.brand, card.last4, card.expMonth, card.expYear, n === 0, this.clock.now()],
      )) as [SavedCardRow];
      return toSavedCard(row);
    });
  }

  async remove(actor: User, cardId: string): Promise<void> {
    let removed: SavedCardRow | undefined;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
      const card = await this.ownCard(manager, actor, cardId);
      await manager.query(`DELETE FROM saved_cards WHERE id = $1`, [card.id]);
      if (card.provider === 'sandbox') await manager.query(`DELETE FROM sandbox_cards WHERE ref = $1`, [card.provider_ref]);
      removed = card;
      if (card.is_default) {
        await manager.query(
          `UPDATE saved_cards SET is_default = true WHERE id = (SELECT id FROM saved_cards WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1)`,
          [actor.id],
        );
      }
    });
    const detach = this.provider.cards.detachCard;
    if (removed?.provider === this.provider.name && detach) {
      // Gone from Pawpal either way; a failed detach leaves the card on the provider's customer, unused.
      await detach(removed.provider_ref).catch((error: unknown) => {
        this.logger.warn(`Detaching ${removed?.provider_ref} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }

  async makeDefault(actor: User, cardId: string): Promise<SavedCardsResponse> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
      const card = await this.ownCard(manager, actor, cardId);
      await manager.query(`UPDATE saved_cards SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2`, [actor.id, card.id]);
      await manager.query(`UPDATE saved_cards SET is_default = true WHERE id = $1`, [card.id]);
    });
    return this.list(actor);
  }

  /** The sandbox outcome of charging the member's own card; 404 for anyone else's, 400 when it has expired. */
  async sandboxOutcomeFor(actor: User, cardId: string): Promise<SandboxChargeOutcome> {
    const card = await this.ownCard(this.dataSource.manager, actor, cardId);
    this.assertNotExpired(Number(card.exp_month), Number(card.exp_year), 'This card has expired: remove it and add a new one');
    if (card.provider !== this.provider.name) throw new SavedCardNeedsStripeError();
    const [stand] = (await this.dataSource.query(`SELECT charge_outcome FROM sandbox_cards WHERE ref = $1`, [card.provider_ref])) as {
      charge_outcome: SandboxChargeOutcome;
    }[];
    return stand?.charge_outcome ?? 'declined';
  }

  /**
   * Charges the member's default saved card (else their newest unexpired one) off-session, for an
   * amount they agreed to earlier (a vet expense: care/vet-claims.service.ts). In test mode the
   * sandbox's stand-in decides as for a booking (4242… succeeds); with a hosted provider its
   * off-session charge. `reference` keys the charge (a retry charges once). No usable card, or a
   * decline, throws SavedCardDeclined with words for the member.
   */
  async chargeOffSession(
    memberId: string,
    charge: { reference: string; amountCents: number; description: string },
  ): Promise<{ provider: string; chargeId: string }> {
    const now = this.clock.now();
    const cards = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} FROM saved_cards WHERE user_id = $1 AND provider = $2 ORDER BY is_default DESC, created_at DESC, id`,
      [memberId, this.provider.name],
    )) as SavedCardRow[];
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const card = cards.find((row) => Number(row.exp_year) * 12 + (Number(row.exp_month) - 1) >= current);
    if (!card) throw new SavedCardDeclined('There is no saved card to charge: add a card in Payments');
    const provider = this.provider.cards;
    if (provider.setupKind !== 'hosted') {
      const [stand] = (await this.dataSource.query(`SELECT charge_outcome FROM sandbox_cards WHERE ref = $1`, [card.provider_ref])) as {
        charge_outcome: SandboxChargeOutcome;
      }[];
      if (stand?.charge_outcome !== 'succeeds') throw new SavedCardDeclined('Your card was declined.');
      return {
        provider: this.provider.name,
        chargeId: `ch_sandbox_${createHash('sha256').update(charge.reference).digest('hex').slice(0, 24)}`,
      };
    }
    const [customer] = (await this.dataSource.query(`SELECT customer_id FROM payment_customers WHERE user_id = $1 AND provider = $2`, [
      memberId,
      this.provider.name,
    ])) as { customer_id: string }[];
    if (!customer || !provider.chargeOffSession) throw new SavedCardDeclined('There is no saved card to charge: add a card in Payments');
    const { chargeId } = await provider.chargeOffSession({
      reference: charge.reference,
      amountCents: charge.amountCents,
      customerId: customer.customer_id,
      paymentMethodId: card.provider_ref,
      description: charge.description,
    });
    return { provider: this.provider.name, chargeId };
  }

  /** Hosted cards (Stripe): the member's own saved card and their customer, to charge it (404 anyone else's, 400 expired or saved in test mode). */
  async hostedCardFor(actor: User, cardId: string): Promise<{ customerId: string; paymentMethodId: string }> {
    const card = await this.ownCard(this.dataSource.manager, actor, cardId);
    this.assertNotExpired(Number(card.exp_month), Number(card.exp_year), 'This card has expired: remove it and add a new one');
    if (card.provider !== this.provider.name)
      throw new WrongCardSetupError('This card was saved in test mode: remove it and save it again through Stripe’s secure form');
    const [customer] = (await this.dataSource.query(`SELECT customer_id FROM payment_customers WHERE user_id = $1 AND provider = $2`, [
      actor.id,
      this.provider.name,
    ])) as {
      customer_id: string;
    }[];
    // A hosted card is saved through the member's customer, so it exists; without it the card cannot be used.
    if (!customer) throw new SavedCardNotFoundError();
    return { customerId: customer.customer_id, paymentMethodId: card.provider_ref };
  }

  private async ownCard(manager: EntityManager, actor: User, cardId: string): Promise<SavedCardRow> {
    if (!isUUID(cardId)) throw new SavedCardNotFoundError();
    const [row] = (await manager.query(`SELECT ${CARD_COLUMNS} FROM saved_cards WHERE id = $1 AND user_id = $2`, [
      cardId,
      actor.id,
    ])) as SavedCardRow[];
    if (!row) throw new SavedCardNotFoundError();
    return row;
  }

  /** Valid through the last day of the expiry month, by the server's clock (UTC). */
  private assertNotExpired(month: number, year: number, message?: string): void {
    const now = this.clock.now();
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < current) throw new SavedCardExpiredError(message);
  }
}
