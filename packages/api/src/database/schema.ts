import { SitterProfile } from '../users/sitter-profile.entity.js';
import { User } from '../users/user.entity.js';
import { InitialSchema1763596800000 } from './migrations/1763596800000-InitialSchema.js';

/** Every entity the data source knows. A feature adding an entity lists it here. */
export const ENTITIES = [User, SitterProfile];

/** Every migration, oldest first. A new migration is appended here (see docs/api.md). */
export const MIGRATIONS = [InitialSchema1763596800000];
