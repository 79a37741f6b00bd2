import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type ServiceType } from '@pawpal/contract';

/** One service a sitter offers and its price per unit (table sitter_services, one row per type). */
@Entity({ name: 'sitter_services' })
export class SitterServiceOffer {
  @PrimaryColumn({ name: 'sitter_id', type: 'uuid' })
  sitterId: string;

  @PrimaryColumn({ type: 'text' })
  type: ServiceType;

  /** Integer cents AUD per unit (night, visit, day or walk), > 0. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;
}
