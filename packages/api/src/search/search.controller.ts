import { Controller, Get, Query } from '@nestjs/common';
import { type SearchResponse } from '@pawpal/contract';
import { SearchQueryDto } from './dto/search-query.dto.js';
import { SearchService } from './search.service.js';

@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  /** Public sitter search: location and radius, service, dates, pets, price, rating; sorted and paged. */
  @Get('sitters')
  sitters(@Query() query: SearchQueryDto): Promise<SearchResponse> {
    return this.searchService.search(query);
  }
}
