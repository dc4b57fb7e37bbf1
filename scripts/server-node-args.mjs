// How every Steady server process is started: `npm start`, `npm run dev`, the e2e web server and
// the benches all spawn node with these arguments, so what is measured is what runs. The two
// evals that report reply times (`eval:crisis`, `eval:companion` in package.json) repeat the flag.
//
// --no-regexp-tier-up: by default V8 runs a regular expression in its bytecode interpreter first,
// meaning to compile it to machine code once it proves hot. On Node 20 the crisis check ran about
// as slowly that way as under --regexp-interpret-all; with this flag each expression is compiled
// at first use, and the check's p99 is about 3x lower. Node 24 is nearly as fast without it, and
// the flag costs nothing there (ADR 026, bench/RESULTS.md). `node --v8-options` lists it.

/** The flag the server checks for at start-up (src/server/main.ts warns when it is missing). */
export const REGEXP_FLAG = '--no-regexp-tier-up';

export const SERVER_NODE_ARGS = [REGEXP_FLAG, '--import', 'tsx'];
