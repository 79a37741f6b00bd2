import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { SignedInGuard, SignedInUsers } from './signed-in.guard.js';

/**
 * SignedInGuard for every module (global), with the user lookup the composition binds:
 * `SessionModule.forRoot({ imports: [UsersModule], users: UsersService })`.
 */
@Module({})
export class SessionModule {
  static forRoot(binding: { imports: NonNullable<ModuleMetadata['imports']>; users: Type<SignedInUsers> }): DynamicModule {
    return {
      global: true,
      module: SessionModule,
      imports: binding.imports,
      providers: [{ provide: SignedInUsers, useExisting: binding.users }, SignedInGuard],
      exports: [SignedInUsers, SignedInGuard],
    };
  }
}
