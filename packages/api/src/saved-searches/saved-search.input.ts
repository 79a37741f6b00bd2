import { type SavedSearchInput } from '@pawpal/contract';
import { SearchPlaceFields } from '../search/dto/search-query.dto.js';

/**
 * POST /api/saved-searches body: the search page's place, radius and service, with the search's
 * own rules and messages (SearchPlaceFields); anything else is refused (400).
 */
export class SavedSearchInputDto extends SearchPlaceFields(class {}) implements SavedSearchInput {}
