import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import { describeYamlError } from '../yaml-problem.js';
import { z } from 'zod';
import { formatPath, LANGUAGES } from '../contract/index.js';
import { historySchema, messageSchema } from '../contract/schemas.js';
import { EvalFileError } from './errors.js';
import type { EvalEntry } from './types.js';

// YAML reads `expect: 2021` as a number; an owner means the text "2021".
const needle = z
  .union([z.string(), z.number()], { error: 'must be a string' })
  .transform(String)
  .refine((value) => value.trim() !== '', { error: 'must not be blank' });
const needles = z.array(needle, { error: 'must be a list of strings' }).min(1, { error: 'must not be an empty list' });

const entrySchema = z
  .strictObject(
    {
      question: messageSchema,
      expect: z.union([needle, needles], { error: 'must be a string or a list of strings' }).optional(),
      anyOf: needles.optional(),
      absent: needles.optional(),
      lang: z.enum(LANGUAGES, { error: `must be ${LANGUAGES.join(' or ')}` }).optional(),
      kind: z.string({ error: 'must be a short label' }).trim().min(1, { error: 'must not be blank' }).max(40, { error: 'must be at most 40 characters' }).optional(),
      history: historySchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `has an unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} (known: question, expect, anyOf, absent, lang, history, kind)`
          : 'must be a mapping with a question',
    },
  )
  .refine((entry) => entry.expect !== undefined || entry.anyOf !== undefined || entry.absent !== undefined, {
    error: 'needs expect, anyOf or absent: something to check',
  });

const fileSchema = z.array(entrySchema, { error: 'must be a YAML list of entries' }).min(1, { error: 'has no entries' });

/** Reads and checks an eval file; any problem throws one `EvalFileError` line naming the entry and field. */
export async function loadEvalFile(path: string): Promise<EvalEntry[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new EvalFileError(`cannot read eval file ${path}: ${code === 'ENOENT' ? 'no such file' : (code ?? String(error))}`, { cause: error });
  }
  return parseEvalFile(text, path);
}

/** Parses eval YAML; `name` is how errors refer to the file. */
export function parseEvalFile(text: string, name: string): EvalEntry[] {
  const doc = parseDocument(text);
  const error = doc.errors[0];
  if (error) {
    const { line, problem } = describeYamlError(error, text);
    throw new EvalFileError(`${name} is not valid YAML${line === undefined ? '' : ` at line ${line}`}: ${problem}`, { cause: error });
  }
  const data: unknown = doc.toJS();
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EvalFileError(`${name}${where(issue.path)} ${issue.message}`);
  }
  return result.data.map((entry) => {
    const out: EvalEntry = {
      question: entry.question,
      expect: entry.expect === undefined ? [] : typeof entry.expect === 'string' ? [entry.expect] : entry.expect,
      absent: entry.absent ?? [],
      history: entry.history ?? [],
    };
    if (entry.anyOf) out.anyOf = entry.anyOf;
    if (entry.lang) out.lang = entry.lang;
    if (entry.kind) out.kind = entry.kind;
    return out;
  });
}

// Issue paths start with the entry's array index; people count entries from 1.
function where(path: readonly PropertyKey[]): string {
  const [index, ...field] = path;
  if (typeof index !== 'number') return '';
  return field.length === 0 ? `: entry ${index + 1}` : `: entry ${index + 1}: ${formatPath(field)}`;
}
