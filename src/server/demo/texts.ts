import type { Language } from '../../contract/languages.js';
import type { DemoOwner, Topic } from './owner.js';

/** The page-level words of the demo page (the widget carries its own). */
export interface PageTexts {
  title: string;
  intro: string;
  /** Who the portfolio is about: the name and, when there is one, the headline. */
  owner: string;
  languageNav: string;
  /** What the owner has the widget say first (its `data-greeting`). */
  greeting: string;
  /** Questions offered as buttons (its `data-suggestions`, joined with `|`). */
  suggestions: string[];
}

/** The demo page's words for `owner` in `language`: greeting and suggestions about what the folder covers. */
export function pageTexts(owner: DemoOwner, language: Language): PageTexts {
  return language === 'sr-Latn' ? serbian(owner) : english(owner);
}

// How many topics the greeting names, and how many questions the page offers.
const GREETING_TOPICS = 3;
const SUGGESTIONS = 3;

function english(owner: DemoOwner): PageTexts {
  const { pronoun, firstName } = owner;
  const possessive = pronoun ? `${{ she: 'her', he: 'his', they: 'their' }[pronoun]} ` : '';
  const object = pronoun ? { she: 'her', he: 'him', they: 'them' }[pronoun] : firstName;
  // "has she" / "have they" / "has Amara".
  const has = pronoun === 'they' ? 'have they' : `has ${pronoun ?? firstName}`;
  const did = `did ${pronoun ?? firstName}`;
  const questions: Record<Topic, string> = {
    projects: `What projects ${has} ${owner.buildsSoftware ? 'built' : 'worked on'}?`,
    experience: `Where ${has} worked?`,
    skills: pronoun ? `What are ${possessive.trim()} skills?` : `What are ${firstName}'s skills?`,
    education: `Where ${did} study?`,
  };
  const nouns = owner.topics.slice(0, GREETING_TOPICS);
  const asks = [...owner.topics.slice(0, 2), ...(owner.topics.includes('projects') ? ['whether a project fits'] : [])];
  return {
    title: 'Ask the portfolio assistant',
    intro:
      'This page embeds the secretary chat widget with one script tag. ' +
      `Ask about ${asks.length > 0 ? list(asks, 'or') : `${owner.name}'s work`}; the service answers from the portfolio it was given.`,
    owner: withHeadline(owner),
    languageNav: 'Language',
    greeting: `Hi! I answer questions about ${owner.name}'s work${nouns.length > 0 ? `: ${possessive}${list(nouns, 'and')}` : ''}.`,
    suggestions: suggest(owner, questions, `How can I contact ${object}?`, `Who is ${owner.name}?`),
  };
}

// Serbian declines names and makes past verbs agree with the owner: the forms that need a gender
// are used only when `pronouns` gives one; otherwise, forms that need none.
function serbian(owner: DemoOwner): PageTexts {
  const { pronoun } = owner;
  const she = pronoun === 'she';
  const he = pronoun === 'he';
  const locative: Record<Topic, string> = { projects: 'projektima', experience: 'iskustvu', skills: 'veštinama', education: 'obrazovanju' };
  const questions: Record<Topic, string> = {
    projects: !owner.buildsSoftware ? 'Na kojim projektima radi?' : she ? 'Koje projekte je napravila?' : he ? 'Koje projekte je napravio?' : 'Koje projekte ima u portfoliju?',
    experience: she ? 'Gde je radila?' : he ? 'Gde je radio?' : 'Kakvo radno iskustvo ima?',
    skills: 'Koje veštine ima?',
    education: she ? 'Gde je studirala?' : he ? 'Gde je studirao?' : 'Kakvo obrazovanje ima?',
  };
  const contact = she ? 'Kako da je kontaktiram?' : he ? 'Kako da ga kontaktiram?' : 'Kako mogu da stupim u kontakt?';
  const nouns = owner.topics.slice(0, GREETING_TOPICS).map((topic) => locative[topic]);
  const asks = [...owner.topics.slice(0, 2).map((topic) => locative[topic]), ...(owner.topics.includes('projects') ? ['da li projekat odgovara'] : [])];
  // "o radu Jelene Marković" needs the genitive; the one safe rule is a woman's -a → -e (Jelena → Jelene).
  const genitive = she ? owner.name.split(' ').map((word) => word.replace(/a$/, 'e')).join(' ') : undefined;
  const about = genitive ? `o radu ${genitive}` : `o portfoliju (${owner.name})`;
  return {
    title: 'Pitajte asistenta portfolija',
    intro:
      'Ova stranica ugrađuje secretary čet vidžet jednim script tagom. ' +
      `Pitajte o ${asks.length > 0 ? list(asks, 'ili') : 'onome što piše u portfoliju'}; servis odgovara iz portfolija koji je dobio.`,
    owner: withHeadline(owner),
    languageNav: 'Jezik',
    greeting: `Zdravo! Odgovaram na pitanja ${about}${nouns.length > 0 ? `: ${list(nouns, 'i')}` : ''}.`,
    suggestions: suggest(owner, questions, contact, `Ko je ${owner.name}?`),
  };
}

// A question about each of the first topics, the way to get in touch last; "who is" fills a short list.
function suggest(owner: DemoOwner, questions: Record<Topic, string>, contact: string, who: string): string[] {
  const picked = owner.topics.slice(0, owner.contact ? SUGGESTIONS - 1 : SUGGESTIONS).map((topic) => questions[topic]);
  if (picked.length < SUGGESTIONS - (owner.contact ? 1 : 0)) picked.unshift(who);
  return owner.contact ? [...picked, contact] : picked;
}

function withHeadline(owner: DemoOwner): string {
  return owner.headline ? `${owner.name} — ${owner.headline}` : owner.name;
}

// "a, b and c" in the page's language.
function list(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
