import { Global, Module } from '@nestjs/common';
import { HostResolver } from './outbound-address.js';
import { OutboundHttp } from './outbound-http.js';

/**
 * Guarded requests to URLs the operator did not write (docs/operations.md, "Server-side
 * requests"): global, so a feature injects OutboundHttp without importing this module.
 */
@Global()
@Module({ providers: [HostResolver, OutboundHttp], exports: [HostResolver, OutboundHttp] })
export class OutboundModule {}
