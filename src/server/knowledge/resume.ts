import { z } from 'zod';
import { ConfigError } from '../../errors.js';

// The parts of the JSON Resume schema v1 (https://jsonresume.org/schema) secretary reads.
// Unknown fields are allowed, as the schema allows them; only the fields used are checked.
const date = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be an ISO 8601 date such as 2019, 2019-04 or 2019-04-01');
const text = z.string();
const url = z.string().regex(/^(https?:\/\/|mailto:)\S+$/i, 'must be an http(s) URL').or(z.literal(''));
const list = z.array(z.string());

const location = z.looseObject({ address: text, postalCode: text, city: text, countryCode: text, region: text }).partial();

/** The zod schema of the JSON Resume fields secretary turns into pages. */
export const resumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: text,
      label: text,
      email: text,
      phone: text,
      url,
      summary: text,
      location,
      profiles: z.array(z.looseObject({ network: text, username: text, url }).partial()),
    })
    .partial()
    .optional(),
  work: z
    .array(
      z.looseObject({ name: text, position: text, location: text, url, startDate: date, endDate: date, summary: text, description: text, highlights: list }).partial(),
    )
    .optional(),
  education: z
    .array(z.looseObject({ institution: text, url, area: text, studyType: text, startDate: date, endDate: date, score: text, courses: list }).partial())
    .optional(),
  skills: z.array(z.looseObject({ name: text, level: text, keywords: list }).partial()).optional(),
  projects: z
    .array(
      z.looseObject({ name: text, description: text, highlights: list, keywords: list, startDate: date, endDate: date, url, roles: list, entity: text }).partial(),
    )
    .optional(),
  languages: z.array(z.looseObject({ language: text, fluency: text }).partial()).optional(),
  awards: z.array(z.looseObject({ title: text, date, awarder: text, summary: text }).partial()).optional(),
  publications: z.array(z.looseObject({ name: text, publisher: text, releaseDate: date, url, summary: text }).partial()).optional(),
});

/** A JSON Resume document, as far as secretary reads it. */
export type Resume = z.infer<typeof resumeSchema>;

/**
 * Parses and checks the text of a `resume.json`; a problem throws one
 * `ConfigError` naming the file and the first bad field (`work[0].startDate`).
 */
export function parseResume(jsonText: string, shown: string): Resume {
  let data: unknown;
  try {
    data = JSON.parse(jsonText.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ConfigError(`${shown}: not valid JSON (${(error as Error).message.split('\n')[0]})`, { cause: error });
  }
  const result = resumeSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.reduce<string>(
      (shownPath, key) => (typeof key === 'number' ? `${shownPath}[${key}]` : shownPath === '' ? String(key) : `${shownPath}.${String(key)}`),
      '',
    );
    const message = issue.message.replace(/^Invalid input: /, '');
    throw new ConfigError(`${shown}: ${field === '' ? 'the document' : `\`${field}\``} ${message.startsWith('must') ? message : `is invalid: ${message}`}`);
  }
  if (!result.data.basics?.name && result.data.work === undefined && result.data.projects === undefined) {
    throw new ConfigError(`${shown}: has none of \`basics.name\`, \`work\` or \`projects\`; is it a JSON Resume?`);
  }
  return result.data;
}
