// A reply that recites the system prompt without the marker (the model was told to drop it,
// or to paraphrase lightly) is spotted by the long runs of words it shares with the instructions.

/** Words per shingle: short enough to survive a word changed here and there. */
const SHINGLE_WORDS = 6;
/**
 * Reply words inside shared shingles that make a recitation. The longest
 * sentence a helpful reply might repeat (the list of things the assistant
 * cannot do) is about 20 words; a recitation repeats paragraphs.
 */
export const RECITATION_WORDS = 30;

/**
 * Creates the check for one instruction text: whether `reply` shares at least
 * {@link RECITATION_WORDS} words with it, counted over runs of
 * {@link SHINGLE_WORDS} consecutive words in the same order (case,
 * punctuation and markdown ignored).
 */
export function createRecitationCheck(instructions: string): (reply: string) => boolean {
  const source = words(instructions);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= source.length; i++) shingles.add(source.slice(i, i + SHINGLE_WORDS).join(' '));
  return (reply) => {
    const said = words(reply);
    let covered = 0;
    let coveredUpTo = 0;
    for (let i = 0; i + SHINGLE_WORDS <= said.length; i++) {
      if (!shingles.has(said.slice(i, i + SHINGLE_WORDS).join(' '))) continue;
      covered += i + SHINGLE_WORDS - Math.max(i, coveredUpTo);
      coveredUpTo = i + SHINGLE_WORDS;
      if (covered >= RECITATION_WORDS) return true;
    }
    return false;
  };
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
