// "What kinds of honey does she make?": the list a sentence makes of the thing asked (list.ts answers with it).
import { fold } from '../../../language/text.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import type { Term } from '../question/model.js';
import { isPluralTerm, SAID } from './shared.js';

// Items of a sentence's list: up to three words each (none of them "and" or "or"), joined by commas and a last
// "and"/"or" ("acacia, linden and forest"); "varroa, and extracting and jarring" is no list of things.
const WORD = String.raw`(?!(?:and|or|i|ili)\b)[\p{L}\p{N}'’-]+`;
const ITEM = String.raw`${WORD}(?: ${WORD}){0,2}`;
const JOINED = String.raw`(?:${ITEM}, )+${ITEM},? (?:and|or|i|ili) ${ITEM}`;
// The list right before the word ("acacia, linden and forest honey"), or after it and a colon or "such as"
// ("varieties: Grašac, Tamjanika and Kadarka", "courses such as …", "vrste: …").
const BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\p{N}'’-])${JOINED} $`, 'u');
const AFTER = new RegExp(String.raw`^(?::|,? such as|,? including|,? like|,? kao što su|,? uključujući) ${JOINED}`, 'u');

/**
 * "What kinds of honey does she make?", "Which grape varieties does he grow?": a line that lists the thing asked in
 * a sentence, around its word ("acacia, linden, meadow and forest honey", "varieties: Grašac, Tamjanika and
 * Kadarka"); of several, the one that says most of the question.
 */
export function listedInLine(context: Context, topic: Term[]): Fact | undefined {
  const { layer, portfolio, question, search } = context;
  // The thing asked: the first head noun, in the plural ("Which tool does she know?" asks for one, not for "APIs,
  // data pipelines and developer tools"; "Which village are her bees in?" for a village), or what follows a plural
  // "kinds of" ("kinds of operations … on the farm": operations, not farms).
  const head = topic.find((term) => term.head && !term.proper);
  if (!head || !isPluralTerm(context, head)) return undefined;
  const of = question.words.find((word, i) => question.words[i - 2]?.raw === head.raw && question.words[i - 1]?.text === 'of');
  const asked = new Set([of ? layer.key(of.text, 'en') : head.alternatives[0]!.keys[0]!]);
  const lists = (fact: Fact) => {
    for (const match of fact.text.matchAll(/[\p{L}\p{N}'’-]+/gu)) {
      if (!asked.has(layer.key(fold(match[0]), 'en'))) continue;
      const at = match.index!;
      const after = fact.text.slice(at + match[0].length);
      // (The word ends what the list names: "… and meadow honey, with …", not "… packing and the market stall".)
      const next = /^ ([\p{L}'’-]+)/u.exec(after)?.[1];
      const ends = next === undefined || layer.isStopword(fold(next), fact.language);
      if ((ends && BEFORE.test(fact.text.slice(Math.max(0, at - 160), at))) || AFTER.test(after)) return true;
    }
    return false;
  };
  // (A line that says every name asked, "Which markets are in Belgrade?"; the place the headline names is the owner's own,
  // said of every line: "Which honeys does he make near Čačak?".)
  const home = new Set(layer.keysOf(portfolio.owner.headline ?? '', portfolio.language));
  const names = topic.filter((term) => term.proper && !term.alternatives[0]!.keys.every((key) => home.has(key)));
  const lines = portfolio.facts.filter((fact) => names.every((term) => search.strength(term, fact) >= SAID) && lists(fact));
  if (lines.length === 0) return undefined;
  return search.rank(question, { pool: lines })[0]?.fact ?? lines[0];
}
