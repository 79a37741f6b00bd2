import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AuthUser, type ReferralApplication, RETURN_TO_PARAM } from '@pawpal/contract';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventBus } from '../platform/events/event-bus.js';
import { toUserResponse } from '../users/dto/user.response.js';
import { User } from '../users/user.entity.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { endSession, startSession } from '../platform/session/sessions.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';

/** JSON auth API used by the app (the HTML forms live in LoginPageController). */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  /**
   * Creates an account and signs it in. 201 with the user (and `referral`, whether the code was
   * applied, when one was given); 409 if the email is registered. `?returnTo=`, as on the sign-up
   * form: the page the verification link lands on (a same-site path; anything else is ignored).
   */
  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  async signUp(
    @Body() body: SignupDto,
    @Req() request: FastifyRequest,
    @Query(RETURN_TO_PARAM) returnTo?: string,
  ): Promise<AuthUser & { referral?: ReferralApplication }> {
    const { user, referral } = await this.auth.signUp(body, request.ip, returnTo);
    await startSession(request, user.id);
    return referral ? { ...toUserResponse(user), referral } : toUserResponse(user);
  }

  /** Signs in. 200 with the user; 401 `Incorrect email or password`. */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async logIn(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<AuthUser> {
    const user = await this.auth.logIn(body, request.ip);
    await startSession(request, user.id);
    return toUserResponse(user);
  }

  /** Ends the session (row deleted, cookie cleared). 204, signed in or not. */
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await endSession(request, reply, this.config, this.events);
  }

  /** The signed-in user, or 401 `Not signed in`. */
  @Get('user')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  currentUser(@CurrentUser() user: User): AuthUser {
    return toUserResponse(user);
  }
}
