import type { Handler } from '../context.js';
import type { Entry } from '../portfolio/model.js';
import { SAID } from './shared.js';
import { countYears } from '../compose.js';
import { entryByRole } from './duration.js';
import { leadAsked } from './lead-time.js';

// Words before a noun that make it one thing of hers, not her line of work.
const DEFINITE = new Set(['the', 'that', 'this', 'his', 'her', 'their']);
// Words of the visitor, who asks how long of something of their own ("should we", "mi", "ja"; not "I", which folded is
// the Serbian "and").
const VISITOR = new Set(['we', 'us', 'our', 'my', 'mi', 'nas', 'ja']);
// A year something started: "since 2011", "from 2008", "od 2015".
const SINCE = /\b(?:since|from|od)\s+((?:19|20)\d{2})\b/gi;
// The owner as the subject of "been" ("have you been", "has she been").
const OWNER = new Set(['you', 'she', 'he', 'they']);

/**
 * "How many years of experience does she have?", "How long have you been doing this?": years since the start of the owner's
 * trade, as a profile line's "since YEAR" or the first job of the trade gives it, else since the earliest year given.
 */
export const experience: Handler = {
  name: 'experience',
  answer(context) {
    const { question, portfolio, say, subjectName, thisYear } = context;
    // "How many years has she been a designer?", "How many years has she practised architecture?": the career,
    // unless the words name one dated entry by its role ("How long was he a postdoc?").
    const inYears = question.kind === 'how-long' && question.words.some((word) => word.text === 'years' || word.text === 'godina');
    const asked = question.time === 'experience' || (question.kind === 'how-long' && !context.subject && (question.terms.every((t) => t.optional) || (inYears && !entryByRole(context))));
    // ("How far in advance should I contact him?", questions.yaml `lead-asks`: a wait, never her years.)
    if (!asked || context.subject || leadAsked(context) !== undefined) return undefined;
    // ("How long does that one take?", "How far in advance should we get in touch?": of a thing or the visitor, not of her;
    // but "How long have you been doing this?" asks how long the owner has done her work.)
    const doneByOwner = question.words.some((word, i) => word.text === 'been' && OWNER.has(question.words[i - 1]?.text ?? ''));
    if (question.time !== 'experience' && ((question.pointsBack && !doneByOwner) || question.words.some((word) => VISITOR.has(word.text)))) return undefined;
    // ("How long has she been running the workshop?": a thing the pages name, asked with "the", is one of her works, not
    // her career, as "the industry" is.)
    const named = (term: (typeof question.terms)[number]) => term.alternatives[0]!.keys.every((key) => context.search.knows(key));
    // (Nor is a place or a name the pages say: "How many years was he in France?" asks about his stay there.)
    const definite = question.terms.some((term) => !term.optional && named(term) && ((term.proper && /^\p{Lu}/u.test(term.raw)) || question.words.some((word, i) => word.raw === term.raw && DEFINITE.has(question.words[i - 1]?.text ?? ''))));
    if (definite) return undefined;
    // "How long has she been a pilot?" names one job by its role; "How long did she study?" asks about degrees.
    if (entryByRole(context) || (question.entryKind !== undefined && question.entryKind !== 'work')) return undefined;
    // The year a profile line says the owner's trade started ("He has been tattooing since 2011" of a "Tattoo artist"): of
    // the lines whose words share one with the headline's first part, the earliest year they say; else the earliest of any
    // line's and the first job's ("Since 2020 she also works online" of a therapist whose first job began in 2012).
    const trade = new Set(context.layer.keysOf(portfolio.owner.headline?.split(/\s[—–]\s/)[0] ?? '', portfolio.language).filter((key) => !context.layer.relations.isPlace(key)));
    const sinceLines = portfolio.owner.profile.flatMap((fact) => {
      const years = [...fact.text.matchAll(SINCE)].map((match) => Number(match[1]));
      return years.length > 0 ? [{ year: Math.min(...years), ofTrade: context.layer.keysOf(fact.text, fact.language).some((key) => trade.has(key)) }] : [];
    });
    const earliest = (years: number[]) => (years.length > 0 ? Math.min(...years) : undefined);
    const jobs = context.dated('work');
    const first = jobs[0]?.period?.from;
    // (And the first job whose title says the trade: "Site safety officer (2016–2020)" before "since 2020 … his own practice";
    // of the trade's word the question names, "How many years has she been a professional firefighter?", the jobs that say it.)
    const saysTrade = (entry: Entry) => context.layer.keysOf(entry.title, portfolio.language).some((key) => trade.has(key));
    const tradeAsked = question.terms.filter((term) => !term.optional && term.alternatives[0]!.keys.some((key) => trade.has(key)));
    const saysNamed = (entry: Entry) => tradeAsked.every((term) => entry.facts.some((fact) => context.search.strength(term, fact) >= SAID));
    const tradeJobs = jobs.filter((entry) => saysTrade(entry) && saysNamed(entry)).map((entry) => entry.period!.from!);
    const ofTrade = sinceLines.filter((line) => line.ofTrade).map((line) => line.year);
    const start = ofTrade.length > 0 ? earliest([...ofTrade, ...tradeJobs]) : earliest([...sinceLines.map((line) => line.year), ...(first !== undefined ? [first] : [])]);
    if (start === undefined) return undefined;
    const years = thisYear - start;
    return say('experience', { years: countYears(years, say), since: String(start), subject: subjectName });
  },
};
