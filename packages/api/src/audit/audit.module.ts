import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AdminGuard } from './admin.guard.js';
import { AuditLogService } from './audit-log.service.js';

/**
 * What every admin feature needs: the admin guard and the audit log. Below admin/,
 * verifications/, reports/ and reviews/ (each owns its own /api/admin/* routes), above users/.
 */
@Module({
  imports: [UsersModule],
  providers: [AdminGuard, AuditLogService],
  exports: [AdminGuard, AuditLogService, UsersModule],
})
export class AuditModule {}
