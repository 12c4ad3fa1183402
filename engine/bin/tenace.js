#!/usr/bin/env node
// The `tenace` command. The CLI is compiled TypeScript; `npm install` builds it (the engine's prepare script).
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
