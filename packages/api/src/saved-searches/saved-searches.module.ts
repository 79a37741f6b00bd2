import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module.js';
import { UsersModule } from '../users/users.module.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** GET/POST/DELETE /api/saved-searches, and the alert mail when a sitter is newly listed (docs/architecture.md). */
@Module({
  imports: [SearchModule, UsersModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService],
})
export class SavedSearchesModule {}
