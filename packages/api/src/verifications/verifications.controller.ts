import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { VERIFICATION_KIND_LABELS, type Verification } from '@pawpal/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { VerificationsService } from './verifications.service.js';

/** Private documents are never cached by anyone but the reader's own browser session, and not even there. */
export const DOCUMENT_CACHE_CONTROL = 'private, no-store';

/** The sitter's side: submit documents, see their status. */
@Controller('api/sitters/me/verifications')
@UseGuards(SignedInGuard)
export class MyVerificationsController {
  constructor(private readonly verifications: VerificationsService) {}

  /** Multipart `kind` (id | police_check) and `file` (JPEG, PNG, WebP or PDF, at most 10 MB, checked by content). 201 pending. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  submit(@CurrentUser() actor: User, @Req() request: FastifyRequest): Promise<Verification> {
    return this.verifications.submit(actor, request);
  }

  /** The signed-in sitter's documents, newest first. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<Verification[]> {
    return this.verifications.listOwn(actor);
  }
}

/** A document's file: its sitter and admins only (404 to anyone else), never cached. */
@Controller('api/verifications')
export class VerificationDocumentController {
  constructor(private readonly verifications: VerificationsService) {}

  @Get(':id/document')
  @UseGuards(SignedInGuard)
  async document(@CurrentUser() actor: User, @Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.verifications.openDocument(actor, id);
    const extension = file.contentType === 'application/pdf' ? 'pdf' : file.contentType.slice('image/'.length).replace('jpeg', 'jpg');
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', DOCUMENT_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `inline; filename="${VERIFICATION_KIND_LABELS[file.kind].toLowerCase().replace(/ /g, '-')}.${extension}"`,
      )
      .send(file.stream);
  }
}
