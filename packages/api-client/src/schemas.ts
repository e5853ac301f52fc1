import type { components } from './schema.gen';

/** Shorthand for the contract's entity schemas, e.g. `Schemas['Course']`. */
export type Schemas = components['schemas'];
