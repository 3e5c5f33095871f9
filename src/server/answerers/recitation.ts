import { foldText } from './confusables.js';

// A reply that recites the system prompt without the marker (the model was told to drop it,
// or to paraphrase lightly) is spotted by the long run of words it shares with the instructions.

/**
 * Reply words that make a recitation when they follow the instructions in order.
 * The longest sentence a helpful reply might repeat (the list of things the
 * assistant cannot do) is about 20 words; a recitation repeats paragraphs.
 */
export const RECITATION_WORDS = 30;

/**
 * Words that may stand between two followed words, on either side: a filler
 * word slipped in every few words, or a word of the instructions changed or left out.
 */
export const RECITATION_GAP = 2;

/**
 * Creates the check for one instruction text: whether `reply` follows it for
 * at least {@link RECITATION_WORDS} words, in order, with at most
 * {@link RECITATION_GAP} other words between two followed ones on either side.
 * Both texts are compared folded (confusables.ts: zero-width characters
 * removed, look-alike letters folded), in lower case, punctuation and
 * Markdown ignored, so a recitation is caught with words split by invisible
 * characters, letters swapped for look-alikes, or filler words inserted.
 */
export function createRecitationCheck(instructions: string): (reply: string | readonly string[]) => boolean {
  const positions = new Map<string, number[]>();
  recitationWords(instructions).forEach((word, at) => {
    const list = positions.get(word);
    if (list) list.push(at);
    else positions.set(word, [at]);
  });
  const step = RECITATION_GAP + 1;
  const none = new Map<number, number>();
  return (reply) => {
    // For each of the last `step` reply words: instruction position → longest run ending there.
    const recent: Array<Map<number, number>> = [];
    for (const word of typeof reply === 'string' ? recitationWords(reply) : reply) {
      const found = positions.get(word);
      const here = found ? new Map<number, number>() : none;
      for (const at of found ?? []) {
        let before = 0;
        for (const runs of recent) {
          for (const [previous, length] of runs) if (previous < at && at - previous <= step && length > before) before = length;
        }
        if (before + 1 >= RECITATION_WORDS) return true;
        here.set(at, before + 1);
      }
      recent.push(here);
      if (recent.length > step) recent.shift();
    }
    return false;
  };
}

/** The words a recitation is compared by: folded, lower case, letters and digits only; pass them to several checks to fold a reply once. */
export function recitationWords(text: string): string[] {
  return foldText(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
