import type { Context } from '../context.js';
import type { Entry } from '../portfolio/model.js';
import { degreeTest } from './shared.js';
import { named } from './list-organisations.js';

/**
 * The education entries a list of them asks for. "Where did she study?": the degrees, when the education entries include
 * any beside courses and certificates ("Which school did he go to?": first the entries whose names say the word asked, a
 * "School of Design", not the "Master goldsmith exam" a level's word makes a degree). "What further training has she
 * done?", "What additional qualifications does he have?" (a word of questions.yaml `addition-words` in the question): the
 * rest, the courses and certificates beside the degrees, where there are any.
 */
export function educationListed(context: Context): Entry[] {
  const all = context.dated('education');
  const saying = named(context, all);
  if (saying !== all) return saying;
  const held = all.filter(degreeTest(context));
  if (asksBeyond(context)) {
    const rest = all.filter((entry) => !held.includes(entry));
    return rest.length > 0 ? rest : all;
  }
  return held.length > 0 ? held : all;
}

// Whether the question asks for more than the main ones by a word of addition ("further", "additional", "dodatne").
function asksBeyond({ question, layer }: Pick<Context, 'question' | 'layer'>): boolean {
  const words = new Set(layer.vocabulary.questions['addition-words']);
  return question.words.some((word) => words.has(word.text));
}
