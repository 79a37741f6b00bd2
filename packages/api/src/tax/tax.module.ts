import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminFinanceController } from './admin-finance.controller.js';
import { TaxController } from './tax.controller.js';
import { TaxService } from './tax.service.js';

/** The sitter's tax statement, the admin finance view and the ATO seller report, read from the ledger. */
@Module({ imports: [UsersModule, AuditModule], controllers: [TaxController, AdminFinanceController], providers: [TaxService] })
export class TaxModule {}
