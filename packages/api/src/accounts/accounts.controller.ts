import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type AccountDataExport,
  type ChangeEmailAccepted,
  type PasswordResetAccepted,
  paths,
  RETURN_TO_PARAM,
  safeReturnPath,
  VERIFY_EMAIL_NEXT_PARAM,
} from '@pawpal/contract';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventBus } from '../platform/events/event-bus.js';
import { describeError } from '../platform/errors/error-response.js';
import { renderMessagePage } from '../platform/html/layout.js';
import { endSession, startSession } from '../platform/session/sessions.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { AccountDataService } from './account-data.service.js';
import { AccountsService } from './accounts.service.js';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  DeleteAccountDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  TokenDto,
} from './dto/accounts.input.js';

/** Verification and password reset (signed out, but for "Resend"). */
@Controller('api/auth')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  /**
   * The verification email's link: verifies, then lands on the app with `emailVerified=1`: on the
   * link's `next` page when it is a safe return path (the booking sign-up started from), else on
   * `/`; an expired or used link gets a page saying so (400).
   */
  @Get('verify-email')
  async verifyLink(
    @Query('token') token: unknown,
    @Query(VERIFY_EMAIL_NEXT_PARAM) next: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await landFromLink(
      reply,
      () => this.accounts.verifyEmail(typeof token === 'string' ? token : ''),
      verifiedLanding(safeReturnPath(next)),
      'Email not verified',
    );
  }

  /** The same as JSON: 204, or 400 when the link expired or was used. */
  @Post('verify-email')
  @HttpCode(HttpStatus.NO_CONTENT)
  async verify(@Body() body: TokenDto): Promise<void> {
    await this.accounts.verifyEmail(body.token);
  }

  /**
   * "Resend" on the banner: a new link (older ones stop working). 202; nothing is sent when
   * already verified. `?returnTo=`: the page the link lands on (the one the banner was on).
   */
  @Post('verify-email/resend')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.ACCEPTED)
  async resend(@CurrentUser() user: User, @Req() request: FastifyRequest, @Query(RETURN_TO_PARAM) returnTo?: string): Promise<void> {
    await this.accounts.resendVerification(user, request.ip, returnTo);
  }

  /** 202 with the same body, as fast, whether or not the address has an account: the link is written and mailed after the answer. */
  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  async requestReset(
    @Body() body: PasswordResetRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PasswordResetAccepted> {
    const { accepted, afterAnswer } = await this.accounts.requestPasswordReset(body.email, request.ip);
    // 'close' follows the answer's last byte (or a dropped connection): the account lookup, the link and the mail start then.
    reply.raw.once('close', () => void afterAnswer());
    return accepted;
  }

  /** Sets the new password (the policy's reason on 400); single use, 1 hour; every session of the user ends. 204; 429 past the sign-in budget. */
  @Post('password-reset/confirm')
  @HttpCode(HttpStatus.NO_CONTENT)
  async confirmReset(@Body() body: PasswordResetConfirmDto, @Req() request: FastifyRequest): Promise<void> {
    await this.accounts.confirmPasswordReset(body.token, body.password, request.ip);
  }
}

/** Password and email change from the profile (current password required). */
@Controller('api/profile')
export class ProfileSecurityController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly data: AccountDataService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  /** Download my data: profile, pets, bookings, messages, reviews, payments and payouts as one JSON file. */
  @Get('export')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="pawpal-my-data.json"')
  export(@CurrentUser() user: User): Promise<AccountDataExport> {
    return this.data.export(user);
  }

  /** Delete my account (current password): anonymised at once, every session ended, this cookie cleared. 204; 403 wrong password; 409 while a booking is active. */
  @Post('delete')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async deleteAccount(
    @CurrentUser() user: User,
    @Body() body: DeleteAccountDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.data.delete(user, body.currentPassword);
    await endSession(request, reply, this.config, this.events);
  }

  /** 204; every other session of the user ends (this browser gets a new session). 403 when the current password is wrong. */
  @Post('password')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordDto, @Req() request: FastifyRequest): Promise<void> {
    await this.accounts.changePassword(user, body.currentPassword, body.newPassword, request.ip);
    await startSession(request, user.id);
  }

  /** 202 `{ pendingEmail, message }`: the change happens when the new address opens its link. 403 wrong password, then 409 taken. */
  @Post('email')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  changeEmail(@CurrentUser() user: User, @Body() body: ChangeEmailDto, @Req() request: FastifyRequest): Promise<ChangeEmailAccepted> {
    return this.accounts.requestEmailChange(user, body.currentPassword, body.newEmail, request.ip);
  }

  /** The new address's link (works signed out): moves the account, then 303 to `/profile?emailChanged=1`. */
  @Get('email/confirm')
  async confirmEmail(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    await landFromLink(
      reply,
      () => this.accounts.confirmEmailChange(typeof token === 'string' ? token : ''),
      `${paths.profile()}?emailChanged=1`,
      'Email not changed',
    );
  }
}

/** A link opened from an email: on success 303 into the app; on a refusal a page with the reason (its 4xx status). */
/** `page` (or `/`) with `emailVerified=1` added to its query, before any fragment: the app's notice reads it. */
function verifiedLanding(page: string | undefined): string {
  const [path, fragment] = (page ?? paths.root()).split('#', 2) as [string, string | undefined];
  const landing = `${path}${path.includes('?') ? '&' : '?'}emailVerified=1`;
  return fragment === undefined ? landing : `${landing}#${fragment}`;
}

async function landFromLink(reply: FastifyReply, action: () => Promise<void>, successPath: string, failureTitle: string): Promise<void> {
  try {
    await action();
    void reply.header('Cache-Control', 'no-store').redirect(successPath, 303);
  } catch (error) {
    const { body, unexpected } = describeError(error);
    if (unexpected) throw error;
    void reply
      .status(body.statusCode)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMessagePage({ title: failureTitle, message: body.message }));
  }
}
