import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { listedSql } from '../sitters/listing.js';
import { SITEMAP_MAX_SITTERS, type SitemapSitter } from './sitemap.js';

@Injectable()
export class SeoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The listed sitters (approved, not suspended, on the Clock), longest-listed first, bounded. */
  async listedSitters(): Promise<SitemapSitter[]> {
    const rows = (await this.dataSource.query(
      `SELECT s.user_id AS id, GREATEST(s.created_at, s.reviewed_at) AS updated_at
         FROM sitter_profiles s JOIN users u ON u.id = s.user_id
        WHERE ${listedSql('s', 'u', '$1')}
        ORDER BY s.created_at, s.user_id
        LIMIT $2`,
      [this.clock.now(), SITEMAP_MAX_SITTERS],
    )) as { id: string; updated_at: Date | string }[];
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
  }
}
