import type { TextLayer } from '../../../language/analyzer.js';
import type { PhraseSet } from '../../../language/phrases.js';

/**
 * Of the attributes (in questions.yaml's order) a question says as written, the one it asks for: not one whose words only
 * say what kind another thing is ("How much is the licence course?" asks of a course, not for a licence), and of the rest
 * the one whose words open the question ("How much is it to get a licence?" asks a price); else the first.
 */
export function askedAttribute<A extends { ask: PhraseSet }>(attributes: readonly A[], said: string, layer: TextLayer): A | undefined {
  const written = attributes.filter((attribute) => attribute.ask.find(said) !== undefined);
  const modifies = (attribute: A) => {
    const phrase = attribute.ask.find(said);
    const at = phrase === undefined ? -1 : said.indexOf(` ${phrase} `);
    const next = at < 0 ? undefined : said.slice(at + phrase!.length + 2).split(' ')[0];
    return next !== undefined && next !== '' && !layer.isStopword(next, 'en') && (layer.relations.parts(layer.key(next, 'en')) & 1) !== 0;
  };
  const heads = written.filter((attribute) => !modifies(attribute));
  return heads.find((attribute) => attribute.ask.opens(said)) ?? heads[0] ?? written[0];
}
