import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller.js';

/** Serves the committed OpenAPI description and its page (GET /api/openapi.json, GET /api/docs). */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
