import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { type MapTilesResponse, type SearchResponse } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { ReadRouting } from '../platform/read-routing/read-routing.js';
import { SEARCH_CONFIG, type SearchConfig } from './search-config.js';
import { SearchQueryDto } from './dto/search-query.dto.js';
import { SearchService } from './search.service.js';

@Controller('api/search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    @Inject(SEARCH_CONFIG) private readonly config: SearchConfig,
    private readonly routing: ReadRouting,
  ) {}

  /**
   * Public sitter search: location and radius, service, dates, pets, price, rating; sorted and paged.
   * Read from the replica when there is one (a second's lag is fine for a search), from the primary
   * for a member who just wrote.
   */
  @Get('sitters')
  sitters(@Query() query: SearchQueryDto, @Req() request: FastifyRequest): Promise<SearchResponse> {
    return this.searchService.search(query, this.routing.sourceFor(request));
  }

  /** Where the results map's tiles come from (MAP_TILE_URL, read at start): the app asks once per visit. */
  @Get('map-tiles')
  mapTiles(): MapTilesResponse {
    return { tileUrl: this.config.mapTileUrl };
  }
}
