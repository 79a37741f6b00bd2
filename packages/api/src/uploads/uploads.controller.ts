import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type UploadResponse } from '@pawpal/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { SignedInGuard } from '../platform/session/signed-in.guard.js';
import { ImageVariants, parseImageVariant } from './image-variants.js';
import { UPLOAD_CACHE_CONTROL } from './uploads.constants.js';
import { UploadsService } from './uploads.service.js';

@Controller('api/uploads')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly variants: ImageVariants,
  ) {}

  /** Stores one image (multipart field `file`: JPEG, PNG or WebP up to 5 MB, checked by content). 201 `{ id, url }`. */
  @Post('images')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.CREATED)
  async upload(@Req() request: FastifyRequest): Promise<UploadResponse> {
    const stored = await this.uploads.storeFromRequest(request);
    return { id: stored.id, url: stored.url };
  }

  /**
   * Serves a stored image by its random name (public: the name is the capability), cached for a
   * year; `?w=320&fmt=webp` serves a resized WebP or AVIF copy (image-variants.ts) for srcset.
   */
  @Get(':name')
  async serve(
    @Param('name') name: string,
    @Query('w') width: string | undefined,
    @Query('fmt') format: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const variant = parseImageVariant(width, format);
    let file = await this.uploads.open(name);
    if (variant) {
      file.stream.destroy();
      file = await this.variants.open(name, variant);
    }
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', UPLOAD_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .send(file.stream);
  }
}
