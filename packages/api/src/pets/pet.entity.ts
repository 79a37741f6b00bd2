import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { type PetSex, type PetSpecies, type Vaccination } from '@pawpal/contract';

/** numeric columns come back from pg as strings. */
const numeric = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** An owner's pet. Never sent to clients as is: see toPetResponse. */
@Entity({ name: 'pets' })
export class Pet {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  species: PetSpecies;

  @Column({ type: 'text', nullable: true })
  breed: string | null;

  /** YYYY-MM-DD (pg `date` read as a string). */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ name: 'weight_kg', type: 'numeric', precision: 6, scale: 2, nullable: true, transformer: numeric })
  weightKg: number | null;

  @Column({ type: 'text', nullable: true })
  sex: PetSex | null;

  @Column({ type: 'boolean', nullable: true })
  desexed: boolean | null;

  @Column({ name: 'microchip_number', type: 'text', nullable: true })
  microchipNumber: string | null;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ type: 'text', nullable: true })
  temperament: string | null;

  @Column({ name: 'feeding_instructions', type: 'text', nullable: true })
  feedingInstructions: string | null;

  @Column({ name: 'walking_instructions', type: 'text', nullable: true })
  walkingInstructions: string | null;

  @Column({ name: 'medication_instructions', type: 'text', nullable: true })
  medicationInstructions: string | null;

  @Column({ name: 'vet_name', type: 'text', nullable: true })
  vetName: string | null;

  @Column({ name: 'vet_phone', type: 'text', nullable: true })
  vetPhone: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  vaccinations: Vaccination[];

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
