import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';
import { asks } from '../question/asks.js';

/**
 * "Where can I follow you?", "Gde mogu da vas pratim?" (questions.yaml `follow-asks`): of the labelled links, the ones
 * labelled with a network of the category `follow.category` names (categories.yaml "social network": Instagram,
 * Facebook, YouTube …) first, then the website; otherwise the lines as they came.
 */
export function followFirst(context: Pick<Context, 'question' | 'layer'>, lines: readonly Fact[]): Fact[] {
  const { question, layer } = context;
  if (!asks(question, layer, 'follow-asks')) return [...lines];
  const network = (fact: Fact) => fact.label !== undefined && networksOf(layer).has(layer.keysOf(fact.label, 'en').join(' '));
  return [...lines.filter(network), ...lines.filter((fact) => !network(fact))];
}

// The keys of the networks the category names, found once.
let networks: Set<string> | undefined;
function networksOf(layer: Context['layer']): Set<string> {
  const name = layer.keysOf(layer.vocabulary.questions.follow.category, 'en').join(' ');
  networks ??= new Set(layer.vocabulary.keyed.categories.find((category) => category.phrases[0] === name)?.members.map((keys) => keys.join(' ')) ?? []);
  return networks;
}
