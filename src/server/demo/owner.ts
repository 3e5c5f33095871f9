import type { Language } from '../../contract/languages.js';
import { knowledgeFor } from '../knowledge/languages.js';
import { isProfileDocument } from '../knowledge/sources.js';
import type { Knowledge } from '../knowledge/types.js';

/** What a portfolio covers, in the order the demo page offers it. */
export type Topic = 'projects' | 'experience' | 'skills' | 'education';

/** The owner of a served folder, as the demo page greets and asks about them. */
export interface DemoOwner {
  name: string;
  /** The first name: "Jelena" of "Jelena Marković". */
  firstName: string;
  /** The `headline` of the profile in the page's language, when there is one. */
  headline?: string;
  /**
   * From the profile's `pronouns` (`she/her` → `she`), else from how the profile page speaks of
   * its owner (a sentence that starts "She" or "He"); absent when neither says.
   */
  pronoun?: 'she' | 'he' | 'they';
  /** The topics the folder has pages or sections for, in TOPICS order. */
  topics: Topic[];
  /** Whether the folder gives a way to reach the owner: a contact page or links. */
  contact: boolean;
  /** Whether the profile links to a code host (GitHub, GitLab…): projects are then things built. */
  buildsSoftware: boolean;
}

// Words in a page's path, title or headings that say what it holds, in English and Serbian.
// "work" only as a folder (work/acme.md is a role); a page titled "Work" may be a gallery.
const TOPICS: ReadonlyArray<[Topic, RegExp]> = [
  ['projects', /\b(projects?|case stud(y|ies)|projekt[aiu]?|projekat)\b/],
  ['experience', /\b(experience|career|employment|jobs?|positions|work history|iskustvo|karijera|zaposlenj[ae])\b|^(work|jobs)\//],
  ['skills', /\b(skills?|expertise|toolbox|competenc(e|ies)|ve[sš]tin[ea])\b/],
  ['education', /\b(education|degrees?|schooling|studies|qualifications|obrazovanje|studije)\b/],
];
// An entry heading as docs/knowledge.md shapes it, "Organisation — Role (2019–2022)" or "Role at
// Organisation · 2022": on a page that is not about projects or education, it is a role held.
const ROLE_HEADING = /\b(19|20)\d{2}\b/;
const ROLE_SHAPE = / [—–-] | at /;
const CONTACT = /\b(contact|kontakt)\b/;
const CODE_HOSTS = /^https?:\/\/([\w-]+\.)*(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|sr\.ht)\//i;
const PRONOUNS = /^pronouns?:\s*(she|he|they)\b/im;
// A profile written in the third person: "Jelena Marković is a backend engineer. She has worked…"
const SENTENCE_PRONOUN = /(?:^|[.!?]\s+)(She|He)\s/m;

/**
 * Reads the owner of `knowledge` for the demo page in `language`: the profile's name, headline and
 * `pronouns`, and the topics its pages cover, judged by their paths, titles and headings.
 */
export function describeOwner(knowledge: Knowledge, language: Language): DemoOwner {
  const view = knowledgeFor(knowledge, language);
  const { name, headline, links } = view.profile;
  const words = (text: string) => text.toLowerCase().replace(/[-_.]+/g, ' ');
  const places: string[] = [];
  for (const document of view.documents) {
    if (isProfileDocument(document)) continue;
    const own = [document.file.toLowerCase(), words(document.file), words(document.title)];
    const headings = view.sections.filter((section) => section.document === document).map((section) => section.heading);
    places.push(...own, ...headings.map(words));
    const elsewhere = own.some((place) => TOPICS.some(([topic, pattern]) => topic !== 'experience' && pattern.test(place)));
    if (!elsewhere && headings.some((heading) => ROLE_HEADING.test(heading) && ROLE_SHAPE.test(heading))) places.push('experience');
  }
  // The profile's facts (front matter) are its first section's opening lines: "Pronouns: she/her".
  const profileText = knowledge.sections.find((section) => isProfileDocument(section.document))?.text ?? '';
  const given = PRONOUNS.exec(profileText) ?? SENTENCE_PRONOUN.exec(profileText);
  const pronoun = given?.[1]?.toLowerCase() as DemoOwner['pronoun'];
  const owner: DemoOwner = {
    name,
    firstName: firstNameOf(name),
    topics: TOPICS.filter(([, pattern]) => places.some((place) => pattern.test(place))).map(([topic]) => topic),
    contact: Object.keys(links).length > 0 || places.some((place) => CONTACT.test(place)),
    buildsSoftware: Object.values(links).some((url) => CODE_HOSTS.test(url)),
  };
  if (headline) owner.headline = headline;
  if (pronoun) owner.pronoun = pronoun;
  return owner;
}

// "Dr. Halvard Brekke" → "Halvard": the first word that is no abbreviated title.
function firstNameOf(name: string): string {
  return name.split(/\s+/).find((word) => !word.endsWith('.')) ?? name;
}
