// Nest and TypeORM read decorator metadata through reflect-metadata, as main.ts does.
import 'reflect-metadata';
import { argon2id } from '../src/auth/passwords.js';

// Sign-up and sign-in hash with argon2id at the library's costs (19 MiB, 2 passes: tens of ms of
// CPU each); the suite signs up thousands of members. Its tests are about what the app does with
// a password, not how hard it is to guess, so here a hash costs 1 MiB and one pass (about 1 ms).
// The production costs are pinned in src/auth/passwords.spec.ts.

argon2id.costs = { memoryCost: 1024, timeCost: 1 };
