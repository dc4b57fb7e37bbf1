// How every Steady server process is started: `npm start`, `npm run dev`, the e2e web server and
// the benches all spawn node with these arguments, so what is measured is what runs. The two
// evals that report reply times (`eval:crisis`, `eval:companion` in package.json) repeat the flag.
//
// --no-regexp-tier-up: by default V8 runs a regular expression in its bytecode interpreter first,
// meaning to compile it to machine code once it proves hot. Measured on the crisis check's 280
// rules, most never made the move: the check ran as slowly as under --regexp-interpret-all. With
// this flag each is compiled to machine code at first use, and the check is 2-4x faster at p99
// (ADR 026, bench/RESULTS.md). It is a standard V8 option; `node --v8-options` lists it.
export const SERVER_NODE_ARGS = ['--no-regexp-tier-up', '--import', 'tsx'];

/** The flag the server checks for at start-up (src/server/main.ts warns when it is missing). */
export const REGEXP_FLAG = '--no-regexp-tier-up';
