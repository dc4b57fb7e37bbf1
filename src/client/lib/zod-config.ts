// Zod compiles object parsers with `new Function` when it may, and merely probing for that is an
// eval the strict CSP (no 'unsafe-eval') refuses: Chromium then reports a CSP issue on every page
// with a form (Lighthouse best practices). The browser only validates small forms, so the
// interpreted parser costs nothing here. Zod reads its settings from this global (zod/v4/core
// core.js), so setting it needs no import of Zod in the entry chunk; main.tsx imports this
// module first, before any page chunk builds a schema.
const key = '__zod_globalConfig';
const existing: unknown = Reflect.get(globalThis, key);
if (typeof existing === 'object' && existing !== null) Reflect.set(existing, 'jitless', true);
else Reflect.set(globalThis, key, { jitless: true });
