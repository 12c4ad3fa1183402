import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';

// Vitest 4 no longer reads vitest.workspace.ts by itself: pass its list on.
export default defineConfig({ test: { projects } });
