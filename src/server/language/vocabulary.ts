// The hand-written language data (src/server/language/data/*.yaml), compiled to one JSON
// file by scripts/build-language.mjs at build time: read once, never parsed as YAML at start.
import { readFileSync } from 'node:fs';
import type { KeyedData } from './keyed.js';

/** The data files, as compiled; each is described in its YAML source. */
export interface Vocabulary {
  stopwords: { en: string[]; sr: string[] };
  questions: QuestionWords;
  replies: Record<string, Record<string, string>>;
  /** categories.yaml and glossary.yaml, as keys computed at build time (keyed.ts). */
  keyed: KeyedData;
}

/** questions.yaml. */
export interface QuestionWords {
  social: Record<'greeting' | 'thanks' | 'help', string[]>;
  summary: string[];
  decline: Record<'work' | 'role' | 'offtopic', string[]>;
  private: { always: string[]; personal: string[]; idioms: string[]; owner: string[]; unlabelled: string[] };
  availability: string[];
  'task-openers': string[];
  'task-politeness': string[];
  kinds: Record<string, string[]>;
  'lead-ins': string[];
  'request-leads': string[];
  'request-questions': string[];
  time: Record<string, string[]>;
  'entry-kinds': Record<string, string[]>;
  'page-kinds': Record<string, string[]>;
  columns: Record<string, string[]>;
  'role-words': string[];
  'degree-words': string[];
  'degree-names': Record<string, string[]>;
  'language-names': Record<string, string[]>;
  'verb-objects': Record<string, string[]>;
  'verb-results': Record<string, string[]>;
  'verbs-alike': Record<string, string>;
  promotion: string[];
  'training-roles': string[];
  gaps: string[];
  'away-headings': string[];
  'practical-headings': string[];
  offerings: string[];
  'offer-verbs': string[];
  'name-particles': string[];
  'title-words': { links: string[]; joins: string[] };
  'legal-forms': string[];
  measures: Record<string, { dimension: string; strict?: boolean; asks: string[]; loose?: string[]; units: string[] }>;
  currencies: string[];
  scales: string[];
  attributes: Record<string, { ask: string[]; labels: string[]; value?: boolean; amount?: boolean }>;
  companions: string[];
  people: string[];
  superlatives: string[];
  'name-asks': string[];
  'name-labels': string[];
  'time-idioms': string[];
  'attribute-idioms': string[];
  exclusions: string[];
  'how-well': string[];
  totals: string[];
  'kind-words': { many: string[]; one: string[] };
  'since-when': { ask: string[]; says: string[]; starts: string[] };
  'comma-leads': { opens: string[]; not: string[] };
  'years-later': { one: string[]; years: string[]; later: string[]; hedges: string[] };
  'length-labels': string[];
  'length-words': string[];
  rates: { after: string[]; before: string[] };
  periods: Record<string, string[]>;
  'frequency-words': string[];
  'of-them': string[];
  'lead-asks': { ahead: string[]; soon: string[] };
  'lead-says': { ahead: string[]; soon: string[]; not: string[]; booking: string[] };
  'capacity-asks': string[];
  'address-asks': string[];
  'free-asks': string[];
  'addition-words': string[];
  'free-not': string[];
  'free-work': string[];
  'more-asks': string[];
  'pay-asks': string[];
  'payment-asks': string[];
  'payment-says': string[];
  'specialty-asks': string[];
  'known-asks': string[];
  'follow-asks': string[];
  follow: { category: string };
  'known-says': string[];
  'teacher-asks': string[];
  'teacher-says': string[];
  'topic-frames': string[];
  'visitor-possessives': string[];
  'owner-possessives': string[];
  numbers: { en: Record<string, number>; sr: Record<string, number> };
  ages: { prefixes: Record<string, number>; nouns: Record<string, number>; years: string[]; months: string[]; before: string[]; columns: string[] };
  'size-labels': string[];
  'period-verbs': string[];
  'end-verbs': string[];
  'work-verbs': string[];
  'own-business': { ask: string[]; roles: string[] };
  leading: { ask: string[]; roles: string[] };
  negations: string[];
  'negation-prepositions': string[];
  'serbian-prepositions': string[];
  'now-words': string[];
  'year-steps': { after: string[]; before: string[] };
  'swap-leads': string[];
  'absent-values': string[];
  abbreviations: string[];
  pointers: string[];
  calendar: { months: string[][]; days: string[][]; seasons: string[][]; weekend: string[]; weekdays: string[]; 'days-asked': string[]; 'state-verbs': string[]; 'date-words': string[]; 'hours-words': string[]; 'week-words': string[]; off: string[]; closed: string[]; open: string[] };
}

let vocabulary: Vocabulary | undefined;

/** The compiled data files, read on first use. */
export function readVocabulary(): Vocabulary {
  vocabulary ??= JSON.parse(readFileSync(new URL('./data/language.json', import.meta.url), 'utf8')) as Vocabulary;
  return vocabulary;
}
