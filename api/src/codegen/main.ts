/**
 * The entry of `npm run codegen -w api [-- --documents <folder> [--out <file>]] [--check]`
 * (see cli.ts and the api README, "Generated types").
 */
import { runCodegen } from './cli.js';

// npm runs a workspace's script in the workspace's folder; INIT_CWD is where it was typed, so
// `npm run codegen -w api -- --documents app/src/graphql` works from the repository's root.
process.exitCode = runCodegen(process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
