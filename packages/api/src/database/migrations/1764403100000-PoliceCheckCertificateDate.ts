import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A police check's certificate date: the admin enters the date printed on the certificate and the
 * API works out `expires_on` from it (the contract's `policeCheckExpiresOn`: 12 calendar months
 * later; docs/trust.md, "Decisions"). Only a police check carries one. Checks approved before this
 * column existed keep their typed `expires_on` and a null date: it was never recorded, and
 * `expires_on` minus 12 months would be a guess, not the certificate.
 */
export class PoliceCheckCertificateDate1764403100000 implements MigrationInterface {
  name = 'PoliceCheckCertificateDate1764403100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sitter_verifications
        ADD COLUMN certificate_date date,
        ADD CONSTRAINT sitter_verifications_certificate_date CHECK (certificate_date IS NULL OR (kind = 'police_check' AND certificate_date < expires_on))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE sitter_verifications DROP CONSTRAINT sitter_verifications_certificate_date, DROP COLUMN certificate_date`,
    );
  }
}
