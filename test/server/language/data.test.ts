import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The vocabulary files are data that people edit by hand; these checks keep them loadable.
const dataDir = fileURLToPath(new URL('../../../src/server/language/data/', import.meta.url));

const phrase = z
  .string()
  .min(1)
  .refine((value) => value === value.trim() && !/\s{2}/.test(value), 'no stray spaces');
const categoriesSchema = z.record(
  phrase.refine((key) => key === key.toLowerCase(), 'category names are lower case'),
  z.strictObject({
    aliases: z.array(phrase.refine((alias) => alias === alias.toLowerCase(), 'aliases are lower case')),
    members: z.array(phrase).min(2),
  }),
);
const synonymsSchema = z.array(z.array(phrase).min(2));

async function load(file: string): Promise<unknown> {
  return parse(await readFile(`${dataDir}${file}`, 'utf8'));
}

describe('categories.yaml', async () => {
  const categories = categoriesSchema.parse(await load('categories.yaml'));

  it('has hundreds of categories and thousands of members', () => {
    expect(Object.keys(categories).length).toBeGreaterThanOrEqual(200);
    const members = Object.values(categories).reduce((sum, category) => sum + category.members.length, 0);
    expect(members).toBeGreaterThanOrEqual(2000);
  });

  it('names every category once: no alias repeats a name or another alias', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, { aliases }] of Object.entries(categories)) {
      for (const word of [name, ...aliases]) {
        const previous = owner.get(word);
        if (previous !== undefined) clashes.push(`"${word}" in ${previous} and ${name}`);
        else owner.set(word, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('lists no member twice in one category', () => {
    const repeats = Object.entries(categories).flatMap(([name, { members }]) => {
      const lower = members.map((member) => member.toLowerCase());
      return lower.filter((member, index) => lower.indexOf(member) !== index).map((member) => `${name}: ${member}`);
    });
    expect(repeats).toEqual([]);
  });

  it.each([
    ['frontend framework', ['React', 'Vue', 'Svelte', 'Angular']],
    ['ci service', ['GitHub Actions', 'Jenkins', 'GitLab CI']],
    ['message queue', ['RabbitMQ', 'NATS', 'Kafka']],
    ['relational database', ['PostgreSQL', 'MySQL', 'SQLite']],
    ['time-series database', ['InfluxDB', 'TimescaleDB']],
    ['design tool', ['Figma', 'Sketch', 'Adobe XD']],
    ['statistics software', ['R', 'SPSS', 'Stata']],
    ['typesetting system', ['LaTeX']],
    ['bim software', ['Revit', 'ArchiCAD']],
    ['infrastructure as code', ['Terraform', 'Pulumi']],
  ])('%s holds %j', (name, members) => {
    expect(categories[name]?.members).toEqual(expect.arrayContaining(members));
  });
});

describe('synonyms.yaml', async () => {
  const groups = synonymsSchema.parse(await load('synonyms.yaml'));
  const groupOf = (word: string) => groups.find((group) => group.some((item) => item.toLowerCase() === word));

  it('has hundreds of groups', () => {
    expect(groups.length).toBeGreaterThanOrEqual(250);
  });

  it('puts every word or phrase in one group only', () => {
    const seen = new Set<string>();
    const repeats: string[] = [];
    for (const word of groups.flat().map((item) => item.toLowerCase())) {
      if (seen.has(word)) repeats.push(word);
      seen.add(word);
    }
    expect(repeats).toEqual([]);
  });

  it.each([
    ['job', ['role', 'position']],
    ['company', ['employer']],
    ['university', ['college']],
    ['talk', ['presentation', 'keynote']],
    ['article', ['blog post']],
    ['award', ['prize']],
    ['licence', ['license']],
    ['open source', ['open-source']],
    ['repo', ['source code']],
    ['email', ['e-mail']],
    ['freelance', ['contractor']],
    ['posao', ['job']],
  ])('groups %s with %j', (word, others) => {
    expect(groupOf(word)).toEqual(expect.arrayContaining(others));
  });
});
