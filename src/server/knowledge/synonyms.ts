import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

/** The optional owner file of extra synonym groups in a knowledge folder. */
export const SYNONYMS_FILE = 'synonyms.yaml';

/**
 * Reads `synonyms.yaml` from a knowledge folder: a YAML list of groups of
 * interchangeable words or phrases (`- [gig, engagement, contract]`), the
 * same format as the built-in synonyms. No file means no groups; a file of
 * another shape is a problem reported in one line.
 */
export async function readOwnerSynonyms(dir: string): Promise<{ ok: true; groups: string[][] } | { ok: false; problem: string }> {
  let text: string;
  try {
    text = await readFile(path.join(dir, SYNONYMS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, groups: [] };
    return { ok: false, problem: `cannot read ${SYNONYMS_FILE}: ${(error as Error).message}` };
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return { ok: false, problem: `invalid YAML in ${SYNONYMS_FILE}: ${(error as Error).message.split('\n')[0]}` };
  }
  if (data === null || data === undefined) return { ok: true, groups: [] };
  const valid = Array.isArray(data) && data.every((group) => Array.isArray(group) && group.every((w) => typeof w === 'string' || typeof w === 'number'));
  if (!valid) return { ok: false, problem: `${SYNONYMS_FILE} must be a list of lists of words, e.g. - [gig, contract]` };
  return { ok: true, groups: (data as unknown[][]).map((group) => group.map(String)).filter((group) => group.length >= 2) };
}
