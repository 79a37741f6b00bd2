import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type UploadResponse } from '@pawpal/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { SignedInGuard } from '../platform/session/signed-in.guard.js';
import { UPLOAD_CACHE_CONTROL } from './uploads.constants.js';
import { UploadsService } from './uploads.service.js';

@Controller('api/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Stores one image (multipart field `file`: JPEG, PNG or WebP up to 5 MB, checked by content). 201 `{ url }`. */
  @Post('images')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.CREATED)
  async upload(@Req() request: FastifyRequest): Promise<UploadResponse> {
    const stored = await this.uploads.storeFromRequest(request);
    return { url: stored.url };
  }

  /** Serves a stored image by its random name (public: the name is the capability), cached for a year. */
  @Get(':name')
  async serve(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.uploads.open(name);
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', UPLOAD_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .send(file.stream);
  }
}
