// The generated contract types, for the server (type-only). Generated from openapi.yaml; never edit by hand.
export type { paths, operations, components } from './schema.gen';
