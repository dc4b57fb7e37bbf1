// lint-as: src/server/http/lint-probe.ts
// expect: no-restricted-syntax
// Only src/server/env.ts reads the environment.
export const probe = process.env.PORT;
