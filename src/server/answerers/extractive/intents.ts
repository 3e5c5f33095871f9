import { analyzeQuery } from '../../retrieval/query.js';
import { fold, stem } from '../../retrieval/text.js';

/** Things the assistant never does, each declined with its own phrase. */
export type DeclineTopic = 'email' | 'schedule' | 'code' | 'fetch' | 'private' | 'modify' | 'instructions';

/** What a message asks for, before any retrieval. */
export type Intent =
  | { kind: 'decline'; topic: DeclineTopic }
  /** `word` is the matched text, so the caller can keep it when the portfolio itself uses it. */
  | { kind: 'offtopic'; word: string }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'question'; greeted: boolean };

// Patterns run on folded text (lower case, no diacritics). "Actor" patterns
// decline only a request to the assistant ("can you send her an email"), not a
// question about the work ("does Kestrel send emails?").
const ACTOR = /\b(you|u|please|pls|plz)\b|^\s*(send|email|e-mail|mail|write|forward|message|text|run|execute|eval|delete|remove|update|change|edit|post|tweet|publish|deploy|fetch|open|visit|browse|download|scrape|crawl)\b/;

const DECLINES: ReadonlyArray<readonly [DeclineTopic, RegExp, boolean]> = [
  ['private', /\b(home|street|mailing|postal|house|residential|physical|private|personal)\s+address(es)?\b|\b(her|his|their|your)\s+(home\s+)?address\b/, false],
  ['private', /\b(phone|mobile|cell|telephone|whatsapp|viber)\s*(number|no|num|#)|\b(her|his|their|your)\s+(phone|mobile|cell|telephone|number|whatsapp|viber)\b|\b(call|phone|ring)\s+(her|him|them)\b/, false],
  ['private', /\b(salary|salaries|wages?|income|compensation|paycheck|net worth|earnings|pay grade|hourly rate|day rate|daily rate)\b|\bhow much\b.{0,40}\b(make|makes|earn|earns|paid|charge|charges)\b|\b(is|was|are|were) (she|he|they) paid\b/, false],
  ['private', /\b(passwords?|passcodes?|passwd|credentials?|api[ -]?keys?|secret keys?|access tokens?|private keys?|ssh keys?|pin code|social security|ssn|credit cards?|bank (account|details)|iban|login details)\b/, false],
  ['private', /\b(date of birth|birthday|how old|(her|his|their) age|marital status|is (she|he) married|boyfriend|girlfriend|husband|wife|religion|medical|health condition)\b/, false],
  ['instructions', /\b(system prompt|your (instructions|prompt|rules|guidelines)|(ignore|disregard|forget|override|bypass) (all |any |the |previous |prior |earlier |above |your |of |these |those )*(instructions|rules|guidelines|prompts?)|pretend (to be|you are|you're)|you are now|from now on you|jailbreak|developer mode|dan mode)\b/, false],
  ['instructions', /\b(ignorisi|zanemari|zaboravi|prekrsi)\w*\b.{0,40}\b(uputstv|instrukcij|pravil)\w*|\bpretvaraj se\b/, false],
  ['private', /\b(your (configuration|config|source code)|environment variables?|env vars?|\.env\b|\/etc\/|server files?|runtime files?|read (the |a |this )?files?)\b/, false],
  ['private', /\b(kucn\w* adres\w*|adres\w* stanovanja|(njen|njegov)\w* adres\w*|gde (tacno )?stanuje|broj telefona|telefonski broj|broj mobilnog|(njen|njegov)\w* (telefon|broj)|plat(a|u|e|om)|zarad\w*|primanj\w*|lozink\w*|sifr(a|u|e|om)|pin kod|kreditn\w* kartic\w*|bankovn\w* racun\w*|jmbg|datum rodjenja|koliko (ima )?godina)\b/, false],
  ['email', /\b(send|write|forward|shoot|drop|compose|pass)\s+(?:[\w'-]+\s+){0,3}(e-?mails?|mails?|messages?|notes?|letters?|dms?|texts?|invitations?|invites?|cvs?|resumes?)\b|\b(e-?mail|mail|message|text|dm|ping)\s+(me|her|him|them|us)\b|\b(can|could|would|will) you (please )?(e-?mail|mail|message|text|dm|contact|reach out to|write to|notify|ping)\b|^\s*(please\s+)?(e-?mail|mail|message|text|dm|ping)\s+(?!address|addresses|adresa|info|information|details|of|for)\w+/, true],
  ['email', /\b(posalji|posaljite|posaljes|posaljete|poslati|prosledi|prosledite|proslijedi|napisi|napisite)\b.{0,40}\b(mejl|mail|imejl|email|poruk|pism)\w*|\b(mejluj|imejluj)\w*/, false],
  ['schedule', /\b(schedule|book|arrange|set up|setup|organi[sz]e|reserve)\b.{0,30}\b(meetings?|calls?|interviews?|appointments?|chats?|sessions?|demos?|slots?|zoom|meet)\b|\b(her|his|their|your|my) calendar\b|\bcalendar invites?\b|\bschedule (a|an|me|us|some|time)\b/, false],
  ['schedule', /\b(zakaz\w*|(ugovor|dogovor|organizuj|rezervis)\w*\s+(\w+\s+)?(sastan|poziv|termin|razgovor)\w*)/, false],
  ['code', /```|\b(print\(|console\.log|import os|os\.system|rm -rf|sudo |def \w+\(|function \w*\()/, false],
  ['code', /\b(run|execute|exec|eval|evaluate|compile|interpret)\b\s+(?:(?:this|that|the|my|some|following|a|an|me|it|his|her)\s+){0,2}(code|script|program|snippet|command|function|query|sql|python|javascript|js|bash|shell|file|line)s?\b|\bwhat (does|will|would) (this|the following|my) (code|script|snippet|program|function)\b|\b(run|execute|exec|eval|evaluate)\b\s*[:`'\x22]/, false],
  ['code', /\b(pokreni|pokrenite|pokrenes|pokrenuti|izvrsi|izvrsite|izvrsis|izvrsiti|kompajliraj)\b/, false],
  ['fetch', /(https?:\/\/|www\.)\S+/, false],
  ['fetch', /\b(fetch|scrape|crawl|download|curl|wget|open|browse|visit|load|read|access)\b.{0,30}\b(urls?|links?|pages?|site|website|webpage|http|https)\b|\bmake an? (http|get|post|web|api|network) (request|call)\b|\b(otvori|otvorite|poseti|posetite|posjeti|preuzmi|preuzmite|ucitaj|ucitajte|procitaj|procitajte|idi na|skini)\b.{0,30}\b(link|url|stranic|sajt|http|adres)\w*/, false],
  ['fetch', /\b(fetch|scrape|crawl|download|curl|wget|open|browse|visit|load|read|check|access|go to|otvori|poseti|posjeti|preuzmi|ucitaj|procitaj|idi na)\b.{0,40}\b[\w-]+\.(com|org|net|io|dev|app|co|ai|rs|me|info|xyz)\b/, true],
  ['modify', /\b(delete|remove|modify|update|change|edit|post|tweet|publish|deploy|push|commit|merge|hack|deface)\b.{0,30}\b(her|his|their|the|your)\s+(website|site|repo|repository|linkedin|github|account|profile|database|server|code)\b|\b(obrisi|izmeni|promeni|azuriraj|objavi|hakuj)\b/, true],
];

// A URL alone is a fetch request only with a verb asking to open or read it.
const FETCH_VERBS = /\b(fetch|open|visit|browse|load|download|read|summari[sz]e|check|go to|access|crawl|scrape|curl|get|look at|tell me what|what'?s (on|at)|what is (on|at)|otvori|poseti|posjeti|preuzmi|ucitaj|procitaj|pogledaj|proveri|idi na|sta pise)\b/;

const OFFTOPIC =
  /\b(weather|forecast|temperature|raining|snowing|stock market|stock price|bitcoin|crypto|exchange rate|news|headlines|football|soccer|basketball|recipe|cook|capital of|prime minister|translate|joke|poem|lyrics|horoscope|lottery|movie|vreme napolju|kakvo je vreme|prognoz\w*|kisa|sneg|kurs (evra|dinara|dolara)|vesti|utakmic\w*|recept\w*|glavni grad|prevedi|vic|pesm\w*|horoskop)\b|\b(write|compose|draft|generate|create|make)\s+(me\s+|us\s+)?(a\s+|an\s+|some\s+)?(cover letters?|essays?|poems?|stor(y|ies)|songs?|haikus?|limericks?|letters?|speech(es)?|tweets?)\b|\bwhat time is it\b|\bkoliko je sati\b|^\s*[\d\s.()]+[-+*/x^][\d\s.()+*/x^-]+=?\s*\??\s*$/;

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo|hi there|hello there|zdravo|cao|pozdrav|pozdravi|hej|dobar dan|dobro jutro|dobro vece|dobra vecer|dobro vecer|selam)\b[\s,!.]*(how are you( doing)?|how is it going|kako si|kako ste)?[\s,!.?]*/;
const THANKS = /^(thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it|great|cool|nice|awesome|perfect|ok|okay|got it|bye|goodbye|see you|hvala|hvala lepo|hvala puno|hvala vam|zahvaljujem|fala|super|odlicno|u redu|dobro|vazi|dovidjenja|prijatno|vidimo se|cao cao)( (a lot|so much|very much|again|vam|ti|puno|lepo))*[\s,!.]*$/;
const THANKS_START = /^(thanks|thank you|thank u|thx|ty|cheers|great|perfect|awesome|hvala|zahvaljujem|fala|super|odlicno)\b/;
// Words of a thank-you that carry no new question ("Thanks, that was really helpful!").
const ACKNOWLEDGEMENT: ReadonlySet<string> = new Set(
  'helpful useful great nice good cool info information help answer answers lot much bye goodbye day awesome perfect clear korisno korisn super odlicno pomoc puno lepo'
    .split(' ')
    .map(stem),
);
const HELP = /\b(who are you|what are you|what can you do|how can you help|what can i ask|what do you know|ko si( ti)?|sta si ti|sta (mozes|umes|znas)|kako mozes da (mi )?pomognes|sta mogu da (te )?pitam)\b|^\s*(help|pomoc|pomozi)\s*[?!.]*\s*$/;

/**
 * Classifies a message by fixed patterns in English and Serbian: a request the
 * assistant must decline, a question outside the portfolio, a greeting, thanks,
 * a question about the assistant, or a question to look up.
 */
export function detectIntent(message: string): Intent {
  const text = fold(message).replace(/[’`]/g, "'").trim();
  for (const [topic, pattern, needsActor] of DECLINES) {
    if (!pattern.test(text)) continue;
    if (needsActor && !ACTOR.test(text)) continue;
    if (topic === 'fetch' && /(https?:\/\/|www\.)\S+/.test(text) && !FETCH_VERBS.test(text)) continue;
    return { kind: 'decline', topic };
  }
  const offtopic = OFFTOPIC.exec(text);
  if (offtopic) return { kind: 'offtopic', word: offtopic[0].trim() };
  if (THANKS.test(text)) return { kind: 'thanks' };
  const thanks = THANKS_START.exec(text);
  if (thanks && !text.includes('?') && analyzeQuery(text.slice(thanks[0].length)).content.every((t) => ACKNOWLEDGEMENT.has(t))) {
    return { kind: 'thanks' };
  }
  if (HELP.test(text)) return { kind: 'help' };
  const greeting = GREETING.exec(text);
  if (greeting) {
    const rest = text.slice(greeting[0].length).trim();
    if (rest === '' || THANKS.test(rest)) return { kind: 'greeting' };
    return HELP.test(rest) ? { kind: 'help' } : { kind: 'question', greeted: true };
  }
  return { kind: 'question', greeted: false };
}

/** The reply language a message asks for explicitly ("answer in Serbian"), if any. */
export function requestedLanguage(message: string): 'en' | 'sr-Latn' | undefined {
  const text = fold(message);
  if (/\b(in serbian|na srpskom|srpski)\b/.test(text)) return 'sr-Latn';
  if (/\b(in english|na engleskom|engleski)\b/.test(text)) return 'en';
  return undefined;
}
