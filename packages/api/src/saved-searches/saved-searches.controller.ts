import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { type SavedSearch } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { SavedSearchInputDto } from './saved-search.input.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** A member's saved searches: their own only (another member's is 404). */
@Controller('api/saved-searches')
@UseGuards(SignedInGuard)
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  /** The caller's saved searches, newest first. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<SavedSearch[]> {
    return this.savedSearches.list(actor.id);
  }

  /** Saves a search: 400 for a place that is not found, 409 for the same search again or past the limit. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() actor: User, @Body() body: SavedSearchInputDto): Promise<SavedSearch> {
    return this.savedSearches.create(actor.id, body);
  }

  /** Removes one of the caller's saved searches (404 for anyone else's or an unknown id). */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() actor: User, @Param('id') id: string): Promise<void> {
    return this.savedSearches.remove(actor.id, id);
  }
}
