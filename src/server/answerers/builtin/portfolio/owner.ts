import type { TextLayer } from '../../../language/analyzer.js';
import { words } from '../../../language/text.js';
import type { Knowledge } from '../../../knowledge/types.js';
import type { Fact, Owner } from './model.js';

const PRONOUNS: Record<string, string> = { she: 'she', her: 'she', hers: 'she', he: 'he', him: 'he', his: 'he' };

/** Who the portfolio is about: the profile's name, the first name replies use, a pronoun the pages use. */
export function readOwner(knowledge: Knowledge, facts: readonly Fact[], layer: TextLayer): Owner {
  const full = knowledge.profile.name;
  const profilePage = knowledge.sections[0]?.document;
  const profile = facts.filter((fact) => fact.page === profilePage && fact.entry === undefined);
  // "Dr. Halvard Brekke": the first name is the first word that is no abbreviated title;
  // a first name that is a common word ("Your Name", a placeholder) would not read as a name.
  const given = full.split(/\s+/).find((word) => !word.endsWith('.')) ?? full;
  const first = words(given).some((word) => layer.isStopword(word.text, 'en')) ? full : given;
  const owner: Owner = {
    full,
    first,
    nameKeys: new Set(words(full).flatMap((word) => [word.text, layer.key(word.text, 'en'), layer.key(word.text, 'sr')])),
    profile,
  };
  if (knowledge.profile.headline) owner.headline = knowledge.profile.headline;
  // A "Pronouns: she/her" line says it; else the pronoun the profile page uses of the owner, when one dominates.
  const stated = profile.find((fact) => fact.label !== undefined && /pronoun/i.test(fact.label))?.value?.split('/')[0]?.trim().toLowerCase();
  if (stated && /^(she|he|they)$/.test(stated)) owner.pronoun = stated;
  else {
    const counts = { she: 0, he: 0 };
    for (const fact of profile) for (const word of words(fact.text)) if (PRONOUNS[word.text]) counts[PRONOUNS[word.text] as 'she' | 'he']++;
    if (counts.she >= 2 && counts.she >= 3 * counts.he) owner.pronoun = 'she';
    else if (counts.he >= 2 && counts.he >= 3 * counts.she) owner.pronoun = 'he';
  }
  return owner;
}
