import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_VERSION } from '../../src/contract/index.js';

// docs/spec.md is the repository's copy of the shared specification; the two must never drift.
const root = fileURLToPath(new URL('../../', import.meta.url));
const copy = readFileSync(`${root}docs/spec.md`, 'utf8');

describe('docs/spec.md', () => {
  it('carries the interface version the contract module implements', () => {
    expect(copy).toContain(`version label ${INTERFACE_VERSION}`);
  });

  it('is identical to the shared specification when that is beside the clone', () => {
    const shared = `${root}../shared/SPEC.md`;
    // CI and developers have shared/ beside the clone; a copy of the repository alone has only docs/spec.md.
    if (!existsSync(shared)) return;
    expect(copy).toBe(readFileSync(shared, 'utf8'));
  });
});
