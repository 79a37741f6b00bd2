import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { TaxController } from './tax.controller.js';
import { TaxService } from './tax.service.js';

/** The sitter's tax statement (issue 10), read from the ledger. */
@Module({ imports: [UsersModule], controllers: [TaxController], providers: [TaxService] })
export class TaxModule {}
