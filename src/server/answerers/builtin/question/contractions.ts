// English contractions in a question, written out before its words are read: the tokenizer drops the
// apostrophe, so "Where'd" would be one unknown word "whered" and "you're" would not be "you are".
const WH = /\b(what|where|when|who|why|how|which)['’]d\b/gi;
const WH_IS = /\b(what|where|when|who|why|how|that|there|it|she|he)['’]s\b/gi;
const ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bcan['’]t\b/gi, 'cannot'],
  [/n['’]t\b/gi, ' not'],
  [/['’]re\b/gi, ' are'],
  [/['’]ve\b/gi, ' have'],
  [/['’]ll\b/gi, ' will'],
  [/\bi['’]m\b/gi, 'I am'],
  [/['’]d\b/gi, ' would'],
];

/** "Where'd she study?" → "Where did she study?", "you're" → "you are"; a name's possessive ("Goran's") stays. */
export function expandContractions(text: string): string {
  let out = text.replace(WH, '$1 did').replace(WH_IS, '$1 is');
  for (const [pattern, replacement] of ENDINGS) out = out.replace(pattern, replacement);
  return out;
}
