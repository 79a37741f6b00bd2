import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Body, Controller, Get, Inject, Logger, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { REFERRAL_CODE_MAX_LENGTH, RETURN_TO_PARAM, ROUTES, SESSION_ENDED_PARAM, safeReturnPath } from '@pawpal/contract';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { describeError } from '../platform/errors/error-response.js';
import { createValidationPipe } from '../platform/validation/validation.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { type LoginFormState, parseLoginMode, renderLoginPage } from './login-page/login-page.js';
import { THEME_SCRIPT } from '../platform/html/theme-script.js';
import { startSession } from '../platform/session/sessions.js';

/** Built by `pnpm build` (tailwindcss CLI) from src/auth/login-page/login.css; same path from src/ and dist/. */
const STYLESHEET_FILE = fileURLToPath(new URL('../../dist/auth/login-page/login.css', import.meta.url));

/**
 * The server-rendered sign-in / sign-up page the app navigates to (/api/login). Plain HTML forms
 * posting urlencoded bodies, validated by the same pipe and AuthService as the JSON endpoints.
 */
@Controller('api/login')
export class LoginPageController {
  private readonly logger = new Logger(LoginPageController.name);
  private readonly validation = createValidationPipe();
  private stylesheet: Promise<string> | undefined;

  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The sign-in form, or with `?mode=signup` the sign-up form (`&ref=CODE`: a friend's referral code, filled in). */
  @Get()
  page(
    @Query('mode') mode: unknown,
    @Query('ref') ref: unknown,
    @Query(RETURN_TO_PARAM) returnTo: unknown,
    @Query(SESSION_ENDED_PARAM) sessionEnded: unknown,
    @Res() reply: FastifyReply,
  ): void {
    const referralCode = typeof ref === 'string' ? ref.slice(0, REFERRAL_CODE_MAX_LENGTH) : undefined;
    this.sendPage(
      reply,
      200,
      renderLoginPage(parseLoginMode(mode), {
        values: { referralCode },
        returnTo: safeReturnPath(returnTo),
        sessionEnded: sessionEnded === '1',
      }),
    );
  }

  /** Form post: 303 to `?returnTo=` (a same-site path) or `/` with the session cookie, or the same form again with the error inline. */
  @Post()
  async submit(
    @Query('mode') modeParam: unknown,
    @Query(RETURN_TO_PARAM) returnToParam: unknown,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const mode = parseLoginMode(modeParam);
    // Back to what the person was doing: only a same-site app path, else home.
    const returnTo = safeReturnPath(returnToParam);
    const form = typeof body === 'object' && body !== null ? body : {};
    try {
      const { user, referral } =
        mode === 'signup'
          ? await this.auth.signUp(
              (await this.validation.transform(withoutEmptyCode(form), { type: 'body', metatype: SignupDto })) as SignupDto,
              request.ip,
              returnTo,
            )
          : {
              user: await this.auth.logIn(
                (await this.validation.transform(form, { type: 'body', metatype: LoginDto })) as LoginDto,
                request.ip,
              ),
              referral: undefined,
            };
      await startSession(request, user.id);
      // A referral code that was not applied: the referral page says why (the account is made).
      await reply.redirect(
        referral && !referral.applied ? `${ROUTES.referralProgram}?notApplied=${referral.reason}` : (returnTo ?? '/'),
        303,
      );
    } catch (error) {
      const { body: errorBody, unexpected } = describeError(error);
      if (unexpected)
        this.logger.error(
          `Login form (${mode}) failed: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof Error ? error.stack : undefined,
        );
      const text = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
      const state: LoginFormState = {
        error: errorBody.message,
        values: { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), referralCode: text('referralCode') },
        returnTo,
      };
      this.sendPage(reply, errorBody.statusCode, renderLoginPage(mode, state));
    }
  }

  /** The page's Tailwind stylesheet (design-system tokens, light and dark). */
  @Get('styles.css')
  async styles(@Res() reply: FastifyReply): Promise<void> {
    // Read once in production; on every request otherwise, so `pnpm dev` picks up rebuilds.
    this.stylesheet ??= readFile(STYLESHEET_FILE, 'utf8');
    let css: string;
    try {
      css = await this.stylesheet;
      if (this.config.nodeEnv !== 'production') this.stylesheet = undefined;
    } catch {
      this.stylesheet = undefined;
      throw new NotFoundException('Login stylesheet not built: run the api build');
    }
    await reply.header('Cache-Control', 'public, max-age=300').type('text/css; charset=utf-8').send(css);
  }

  /** Applies the saved or system dark theme before the page paints. */
  @Get('theme.js')
  theme(@Res() reply: FastifyReply): void {
    void reply.header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(THEME_SCRIPT);
  }

  private sendPage(reply: FastifyReply, status: number, page: string): void {
    void reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  }
}

/** The form always posts the referral field: left empty, it is no code at all. */
function withoutEmptyCode(form: Record<string, unknown>): Record<string, unknown> {
  const { referralCode, ...rest } = form;
  return typeof referralCode === 'string' && referralCode.trim() !== '' ? form : rest;
}
