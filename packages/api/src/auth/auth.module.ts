import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';
import { AuthService } from './auth.service.js';
import { LoginPageController } from './login-page.controller.js';
import { LogoutController } from './logout.controller.js';
import { SignedInGuard } from './signed-in.guard.js';

/** Sign-up, sign-in, sign-out (JSON and HTML) and the SignedInGuard other modules put on their routes. */
@Module({
  imports: [UsersModule],
  controllers: [AuthController, LoginPageController, LogoutController],
  providers: [AuthService, AuthRateLimiter, SignedInGuard],
  exports: [AuthService, AuthRateLimiter, SignedInGuard, UsersModule],
})
export class AuthModule {}
