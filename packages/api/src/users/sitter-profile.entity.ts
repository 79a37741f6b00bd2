import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Australian states and territories, as stored in sitter_profiles.state. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** A user who offers sitting has one row here; its presence is what makes them a sitter. */
@Entity({ name: 'sitter_profiles' })
export class SitterProfile {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  headline: string;

  @Column({ type: 'text' })
  suburb: string;

  @Column({ type: 'text' })
  state: AustralianState;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
