import { readFileSync } from 'node:fs';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { renderDocsPage, type ApiDescription } from './docs-page.js';

/**
 * packages/api/openapi.json (from src/platform/openapi/ and dist/platform/openapi/ alike): the
 * committed description `npm run openapi` generates from the controllers and the contract. Read
 * once at start; the page is rendered once too.
 */
const DESCRIPTION_TEXT = readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8');
const DOCS_PAGE = renderDocsPage(JSON.parse(DESCRIPTION_TEXT) as ApiDescription);

/** The API's OpenAPI 3.1 description and a readable page of it, both public (docs/api-contract.md). */
@Controller('api')
export class OpenApiController {
  /** The OpenAPI 3.1 description of every `/api/` route (this file's text, as committed). */
  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  description(@Res() reply: FastifyReply): void {
    void reply.type('application/json; charset=utf-8').send(DESCRIPTION_TEXT);
  }

  /** The description as an HTML page: each operation with its parameters, body and response schema. */
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  docs(): string {
    return DOCS_PAGE;
  }
}
