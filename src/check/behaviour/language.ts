import type { Language } from '../../contract/index.js';
import { CASED_WORDS, LANGUAGE_WORDS, SERBIAN_LATIN_LETTERS, VISITOR_WORDS } from './word-lists.js';

// Which language a reply is in, by the words it is made of. A portfolio reply is often mostly names
// (projects, organisations, places) and facts quoted in the language the owner wrote them in, so
// names are left out, and a word of the other language counts against a reply only when it is not
// in the reply to the same question in the other language (quoted knowledge is in both). When the
// words cannot settle it, the judgment says so ("cannot tell"). A reply is judged wrong only when it
// has no word of the language asked for, two words of the other of its own, and one of them spoken
// to the visitor ("you", "možete"): an answer written in the other language, not a page quoted.

/** The words of a reply that tell its language, as lower-case words by kind. */
export interface LanguageEvidence {
  /** Words of the English list, and the pronoun "I". */
  en: string[];
  /** Words of the Serbian list, lower-case "i" and "o", and words with č ć š ž đ. */
  srLatn: string[];
  /** Words written in Cyrillic. */
  cyrillic: string[];
}

/** How a reply reads for the language asked: `pass`, `wrong` (clearly the other language or script), or `unsure`. */
export interface LanguageJudgment {
  verdict: 'pass' | 'wrong' | 'unsure';
  /** The evidence, as a reader checks it: "Serbian words 0; English words 7; of these 7 not in the en reply". */
  evidence: string;
}

const WORDS = { en: new Set<string>(LANGUAGE_WORDS.en), 'sr-Latn': new Set<string>(LANGUAGE_WORDS['sr-Latn']) };
const TO_VISITOR = new Set<string>([...VISITOR_WORDS.en, ...VISITOR_WORDS['sr-Latn']]);
// Links and addresses are not words of either language.
const NOT_WORDS = /\bhttps?:\/\/\S+|\b\S+@\S+\.\S+/g;
// What may end a sentence (or start a list item) before a word: a capital there is no sign of a name.
const SENTENCE_END = /(^|[.!?:;—–•*\n(]|(^|\s)-)\s*["'“‘]?$/;

/** The words of `reply` that tell its language, leaving out names (capitalised words inside a sentence) and links. */
export function languageEvidence(reply: string): LanguageEvidence {
  const text = reply.replace(NOT_WORDS, ' ');
  const evidence: LanguageEvidence = { en: [], srLatn: [], cyrillic: [] };
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    const cased = CASED_WORDS[word];
    if (cased) {
      (cased === 'en' ? evidence.en : evidence.srLatn).push(word);
      continue;
    }
    const capitalised = word[0] !== word[0]!.toLowerCase();
    if (capitalised && !SENTENCE_END.test(text.slice(0, match.index))) continue;
    const lower = word.toLowerCase();
    if (/\p{Script=Cyrillic}/u.test(lower)) evidence.cyrillic.push(lower);
    else if (WORDS.en.has(lower)) evidence.en.push(lower);
    else if (WORDS['sr-Latn'].has(lower) || SERBIAN_LATIN_LETTERS.some((letter) => lower.includes(letter))) evidence.srLatn.push(lower);
  }
  return evidence;
}

/**
 * Judges whether `reply` is in `language`. `other` is the reply to the same question in the other
 * language, when there is one: the words both replies share are quoted knowledge, not the reply's
 * own language.
 */
export function judgeLanguage(reply: string, language: Language, other?: string): LanguageJudgment {
  const words = languageEvidence(reply);
  const shared = new Set(other === undefined ? [] : Array.from(other.toLowerCase().matchAll(/\p{L}+/gu), (m) => m[0]));
  const own = (list: string[]) => list.filter((word) => !shared.has(word.toLowerCase()));
  const serbian = language === 'sr-Latn';
  const asked = serbian ? words.srLatn : words.en;
  const otherLatin = serbian ? words.en : words.srLatn;
  const against = [...otherLatin, ...words.cyrillic];
  const ownAgainst = own(against);
  const evidence =
    `${serbian ? 'Serbian' : 'English'} words ${asked.length}; ${serbian ? 'English' : 'Serbian'} words ${otherLatin.length}` +
    (words.cyrillic.length > 0 ? `, Cyrillic words ${words.cyrillic.length}` : '') +
    (other === undefined ? '' : `; of these ${ownAgainst.length} not in the ${serbian ? 'en' : 'sr-Latn'} reply`);
  if (serbian && own(words.cyrillic).length > asked.length) return { verdict: 'wrong', evidence: `written in Cyrillic; ${evidence}` };
  const pass =
    (asked.length >= 2 && asked.length > against.length) ||
    (asked.length >= 1 && against.length === 0) ||
    (other !== undefined && asked.length >= 1 && ownAgainst.length === 0);
  if (pass) return { verdict: 'pass', evidence };
  const spoken = ownAgainst.filter((word) => TO_VISITOR.has(word.toLowerCase()));
  if (asked.length === 0 && ownAgainst.length >= 2 && spoken.length > 0) {
    return { verdict: 'wrong', evidence: `${evidence}, spoken to the visitor: ${[...new Set(spoken)].join(', ')}` };
  }
  return { verdict: 'unsure', evidence };
}
