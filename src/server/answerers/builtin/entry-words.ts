// What an entry's own words say of it: its role, where it is, whether it is the owner's own business.
import type { TextLanguage, TextLayer } from '../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../language/phrases.js';
import { spaced } from '../../language/text.js';
import type { Entry } from './portfolio/model.js';

// A word the lexicon relates this closely to another is of its family or its synonym ("apprenticeship", "apprentice": 0.85).
const FAMILY = 0.85;

/** The keys a text says, each with the words of its family ("apprenticeship" also says "apprentice"), read once for `saysRole`. */
export function roleWords(layer: TextLayer, text: string, language: TextLanguage): ReadonlySet<string> {
  return new Set(layer.keysOf(text, language).flatMap((key) => [key, ...layer.relations.related(key).filter(([, weight, broader]) => weight >= FAMILY && !broader).map(([other]) => other)]));
}

/** Whether the words of a text (`roleWords`) say half or more of the words of an entry's role ("head midwife" of "Head
 * midwife of the delivery suite"), each as written or as a word of the same family ("apprenticeship" of "Apprentice"). */
export function saysRole(layer: TextLayer, entry: Entry, said: ReadonlySet<string>, language: TextLanguage): boolean {
  if (!entry.role) return false;
  const role = layer.keysOf(entry.role, language).filter((key) => !layer.isStopword(key, language));
  return role.length > 0 && role.filter((key) => said.has(key)).length * 2 >= role.length;
}

let ownBusiness: { ask: PhraseSet; roles: PhraseSet } | undefined;

/** The words of going into business for oneself ("her own", "went freelance") and the role words of such a job (owner, founder). */
export function ownBusinessWords(layer: TextLayer): { ask: PhraseSet; roles: PhraseSet } {
  const own = layer.vocabulary.keyed.questions.phrases['own-business'];
  ownBusiness ??= { ask: phraseSet(own.ask), roles: phraseSet(own.roles) };
  return ownBusiness;
}

/** Whether a job is the owner's own business: its title or the role a labelled line states says so ("Owner, piano technician"). */
export function ownsBusiness(layer: TextLayer, entry: Entry): boolean {
  return entry.kind === 'work' && ownBusinessWords(layer).roles.find(`${entry.title} ${entry.role ?? ''}`) !== undefined;
}

/** Whether an employer's cell or heading names one, not working for oneself ("Self-employed", "Freelance"): "he works at
 * Self-employed" says what no page does, so such an entry is quoted as written. */
export function namesEmployer(layer: TextLayer, org: string): boolean {
  return ownBusinessWords(layer).roles.find(org) !== spaced(org).trim();
}

/** The keys of where an entry is: its place, organisation and title ("Laboratorio Bertozzi, Pietrasanta, Italy"). */
export function placeKeys(layer: TextLayer, entry: Entry, language: TextLanguage): ReadonlySet<string> {
  return new Set(layer.keysOf(`${entry.location ?? ''} ${entry.org ?? ''} ${entry.title}`, language));
}
