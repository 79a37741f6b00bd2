import { Controller, Get, Inject, Query } from '@nestjs/common';
import { type MapTilesResponse, type SearchResponse } from '@pawpal/contract';
import { SEARCH_CONFIG, type SearchConfig } from './search-config.js';
import { SearchQueryDto } from './dto/search-query.dto.js';
import { SearchService } from './search.service.js';

@Controller('api/search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    @Inject(SEARCH_CONFIG) private readonly config: SearchConfig,
  ) {}

  /** Public sitter search: location and radius, service, dates, pets, price, rating; sorted and paged. */
  @Get('sitters')
  sitters(@Query() query: SearchQueryDto): Promise<SearchResponse> {
    return this.searchService.search(query);
  }

  /** Where the results map's tiles come from (MAP_TILE_URL, read at start): the app asks once per visit. */
  @Get('map-tiles')
  mapTiles(): MapTilesResponse {
    return { tileUrl: this.config.mapTileUrl };
  }
}
