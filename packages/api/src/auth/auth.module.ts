import { Module } from '@nestjs/common';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';
import { AuthService } from './auth.service.js';
import { LoginPageController } from './login-page.controller.js';
import { LogoutController } from './logout.controller.js';

/** Sign-up, sign-in and sign-out (JSON and HTML). The guard routes use is platform/session's SignedInGuard. */
@Module({
  imports: [UsersModule, ReferralsModule],
  controllers: [AuthController, LoginPageController, LogoutController],
  providers: [AuthService, AuthRateLimiter],
  exports: [AuthService, AuthRateLimiter, UsersModule],
})
export class AuthModule {}
