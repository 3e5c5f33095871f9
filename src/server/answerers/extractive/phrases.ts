import type { Language } from '../../../contract/index.js';
import type { DeclineTopic } from './intents.js';

/** The fixed sentences of the built-in answerer in one language. */
export interface Phrases {
  hello: string;
  greeting(name: string, topics: string): string;
  thanks(name: string): string;
  help(name: string, topics: string): string;
  found(name: string): string;
  about(name: string): string;
  projects(name: string): string;
  notFound(name: string, topics: string): string;
  suggest(topics: string): string;
  decline(topic: DeclineTopic | 'general', name: string): string;
  contact(name: string, route: string): string;
  link: string;
  links: string;
  /** Generic topics offered after project names. */
  topicWords: readonly string[];
}

const EN_CANNOT: Record<DeclineTopic | 'general', (name: string) => string> = {
  email: () => 'send emails or messages on anyone’s behalf',
  schedule: () => 'schedule meetings or calls',
  code: () => 'run or execute code',
  fetch: () => 'open links or fetch web pages',
  private: () => 'share private information such as home addresses, phone numbers, salary or passwords',
  modify: () => 'change websites, accounts or other systems',
  instructions: () => 'share or change my instructions, or take on another role',
  general: (name) => `help with topics outside ${name}’s portfolio`,
};

const SR_CANNOT: Record<DeclineTopic | 'general', string> = {
  email: 'šaljem mejlove ni poruke u nečije ime',
  schedule: 'zakazujem sastanke ni pozive',
  code: 'pokrećem ni izvršavam kod',
  fetch: 'otvaram linkove ni preuzimam veb-stranice',
  private: 'delim privatne podatke poput kućne adrese, broja telefona, plate ili lozinki',
  modify: 'menjam sajtove, naloge ni druge sisteme',
  instructions: 'delim ni menjam svoja uputstva, niti preuzimam drugu ulogu',
  general: 'pomognem oko tema van ovog portfolija',
};

const EN: Phrases = {
  hello: 'Hello!',
  greeting: (name, topics) =>
    `Hello! I’m the assistant on ${name}’s portfolio. Ask me about ${name}’s projects, skills or experience — for example: ${topics}.`,
  thanks: (name) => `You’re welcome! If you’d like to know more about ${name}’s work, just ask.`,
  help: (name, topics) =>
    `I’m the assistant on ${name}’s portfolio: I answer questions about ${name}’s projects, skills, experience and education, using only what the portfolio says. You could ask about: ${topics}. I can’t send emails, schedule meetings, run code or open links.`,
  found: (name) => `Here’s what ${name}’s portfolio says:`,
  about: (name) => `Here’s a short introduction to ${name}:`,
  projects: (name) => `These are the projects in ${name}’s portfolio:`,
  suggest: (topics) => `You could ask about: ${topics}.`,
  notFound: (name, topics) => `I couldn’t find anything about that in ${name}’s portfolio. You could ask about: ${topics}.`,
  decline: (topic, name) =>
    `Sorry, I can’t ${EN_CANNOT[topic](name)}. What I can do is answer questions about ${name}’s public work, projects and experience.`,
  contact: (name, route) => `To get in touch with ${name}: ${route}.`,
  link: 'Link',
  links: 'Links',
  topicWords: ['skills', 'experience', 'education'],
};

// Serbian phrases keep the owner's name in the nominative ("čime se Ana bavi")
// so no name ever needs declining.
const SR: Phrases = {
  hello: 'Zdravo!',
  greeting: (name, topics) =>
    `Zdravo! Ja sam asistent na ovom portfoliju i rado ću vam reći više o tome čime se ${name} bavi. Pitajte, na primer, o sledećem: ${topics}.`,
  thanks: (name) => `Nema na čemu! Ako želite da saznate još nešto o tome čime se ${name} bavi, slobodno pitajte.`,
  help: (name, topics) =>
    `Ja sam asistent na ovom portfoliju: odgovaram na pitanja o tome čime se ${name} bavi — o projektima, veštinama, iskustvu i obrazovanju — samo na osnovu portfolija. Možete pitati, na primer, o sledećem: ${topics}. Ne mogu da šaljem mejlove, zakazujem sastanke, pokrećem kod niti otvaram linkove.`,
  found: () => 'Evo šta o tome piše u portfoliju:',
  about: (name) => `Evo ukratko ko je ${name}:`,
  projects: () => 'Ovo su projekti iz portfolija:',
  suggest: (topics) => `Možete pitati, na primer, o sledećem: ${topics}.`,
  notFound: (name, topics) =>
    `O tome u portfoliju nema podataka. Mogu da vam kažem više o tome čime se ${name} bavi — pitajte, na primer, o sledećem: ${topics}.`,
  decline: (topic, name) =>
    `Nažalost, ne mogu da ${SR_CANNOT[topic]}. Mogu da odgovorim na pitanja o tome čime se ${name} bavi: o projektima, veštinama i iskustvu.`,
  contact: (_name, route) => `Za kontakt: ${route}.`,
  link: 'Link',
  links: 'Linkovi',
  topicWords: ['veštine', 'iskustvo', 'obrazovanje'],
};

/** The phrases for a reply language. */
export function phrasesFor(language: Language): Phrases {
  return language === 'sr-Latn' ? SR : EN;
}
