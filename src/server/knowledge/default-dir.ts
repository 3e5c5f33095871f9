import { fileURLToPath } from 'node:url';

/**
 * The bundled example portfolio, `examples/portfolio` at the package root.
 * This file sits three folders below the root both as `src/server/knowledge/*.ts`
 * (vitest) and as `dist/server/knowledge/*.js` (built), so one relative URL serves both.
 */
export function defaultKnowledgeDir(): string {
  return fileURLToPath(new URL('../../../examples/portfolio', import.meta.url));
}
