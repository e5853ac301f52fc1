// The Node flags production starts the API server with (ADR 0143): a 16 MB young generation instead of V8's
// default of up to 128 MB, and no source maps (stack traces name the compiled files in apps/api/dist). The
// Dockerfile's CMD and apps/api's `start` script say the same; scripts/server-flags.test.mjs keeps them equal.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
