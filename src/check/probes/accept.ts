import { LANGUAGES, LIMITS } from '../../contract/index.js';
import { ANSWERED, ask, attempt, judgeAnswered } from '../expect.js';
import { QUESTION, astralTextOf, historyOfChars, json, multibyteTextOf, requestOfBytes, textOf, turns } from '../payloads.js';
import type { Probe, ProbeOutcome, ProbeResponse } from '../types.js';
import { acceptance } from './define.js';

// An assistant item longer than a user item may be, yet within the total: assistant items
// are capped only by the 12,000-character total, and servers often get this wrong.
const LONG_ASSISTANT = Math.min(LIMITS.historyChars - 1, LIMITS.userItemChars + 1000);

/** The plain answer, and acceptances at every boundary docs/spec.md sets; each generates one reply. */
export const acceptProbes: Probe[] = [
  {
    id: 'response.reply',
    category: 'response',
    description: 'a plain question with no credentials gets 200 application/json {"reply": non-empty string}; extra fields warn',
    required: true,
    generates: true,
    run: (ctx) => attempt(ctx, ask(json({ message: QUESTION })), ANSWERED, judgeReply),
  },
  acceptance(
    {
      id: 'accept.message.max-length',
      category: 'accept',
      description: `a \`message\` of exactly ${LIMITS.messageChars} characters is answered`,
    },
    () => json({ message: textOf(LIMITS.messageChars) }),
  ),
  acceptance(
    {
      id: 'accept.message.max-length.multibyte',
      category: 'accept',
      description: `a \`message\` of exactly ${LIMITS.messageChars} two-byte letters (Cyrillic, diacritics) is answered: characters, not bytes`,
    },
    () => json({ message: multibyteTextOf(LIMITS.messageChars) }),
  ),
  acceptance(
    {
      id: 'accept.message.max-length.astral',
      category: 'accept',
      // docs/spec.md says "characters" without fixing the unit; code points are our reading, and a server
      // counting UTF-16 units (as JavaScript's `length` and zod's `max` do) is not clearly wrong.
      required: false,
      description: `a \`message\` of exactly ${LIMITS.messageChars} code points with emoji is answered (advisory: docs/spec.md does not define "character")`,
    },
    () => json({ message: astralTextOf(LIMITS.messageChars) }),
  ),
  acceptance(
    {
      id: 'accept.history.max-items',
      category: 'accept',
      description: `a history of exactly ${LIMITS.historyItems} items is answered`,
    },
    () => json({ message: QUESTION, history: turns(LIMITS.historyItems, (i) => `Turn ${i + 1}: ${textOf(40)}`) }),
  ),
  acceptance(
    {
      id: 'accept.history.max-chars',
      category: 'accept',
      description: `history content of exactly ${LIMITS.historyChars} characters, user items of ${LIMITS.userItemChars}, is answered`,
    },
    () => json({ message: QUESTION, history: historyOfChars(LIMITS.historyChars) }),
  ),
  acceptance(
    {
      id: 'accept.history.long-assistant-item',
      category: 'accept',
      description: `an assistant history item of ${LONG_ASSISTANT} characters is answered (only user items are capped)`,
    },
    () =>
      json({
        message: 'Can you summarise that?',
        history: [
          { role: 'user', content: 'Tell me everything about your main project.' },
          { role: 'assistant', content: textOf(LONG_ASSISTANT) },
        ],
      }),
  ),
  acceptance(
    {
      id: 'accept.body.max-size',
      category: 'accept',
      description: `a valid request of exactly ${LIMITS.bodyBytes} bytes is answered`,
    },
    () => requestOfBytes(LIMITS.bodyBytes),
  ),
  acceptance(
    {
      // The lower boundaries: docs/spec.md allows a message of 1 character, an empty history
      // ("at most 40 items") and item content of 1 character. Two replies.
      id: 'accept.min-length',
      category: 'accept',
      description: 'a `message` of 1 character is answered, with an empty history and with items of 1 character',
    },
    () => [json({ message: '?', history: [] }), json({ message: '?', history: turns(2, (i) => (i === 0 ? 'Q' : 'A')) })],
  ),
  ...LANGUAGES.map((language) =>
    acceptance(
      {
        id: `accept.language.${language}`,
        category: 'accept',
        description: `a request with Accept-Language: ${language} is answered`,
      },
      () => ask(json({ message: QUESTION }), { 'accept-language': language }),
    ),
  ),
  acceptance(
    {
      id: 'accept.language.unsupported',
      category: 'accept',
      required: false,
      description: 'a request with an unsupported Accept-Language is answered (advisory: docs/spec.md leaves it "not shown")',
    },
    () => ask(json({ message: QUESTION }), { 'accept-language': 'de-DE,de;q=0.9' }),
  ),
];

// Extra fields are allowed by a lenient reading of docs/spec.md ("JSON object with reply"), but a
// `debug` or `usage` field is how internals (prompts, keys, token counts) leak: a warning, and
// the body is not quoted, since it may hold the very secret.
function judgeReply(response: ProbeResponse): ProbeOutcome {
  const outcome = judgeAnswered(response);
  if (outcome.verdict !== 'pass') return outcome;
  const extra = Object.keys(JSON.parse(response.body) as object).filter((key) => key !== 'reply');
  if (extra.length === 0) return outcome;
  return {
    verdict: 'warn',
    expected: 'a body with only "reply"',
    actual: { status: response.status },
    note: `the 200 reply has extra fields (${extra.slice(0, 5).join(', ')}${extra.length > 5 ? ', …' : ''}): docs/spec.md defines only "reply", and extra fields may leak internals`,
  };
}
