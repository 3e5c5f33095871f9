import { spaced } from '../../../language/text.js';
import type { Context } from '../context.js';
import type { Fact } from '../portfolio/model.js';

/** Whether a line's value or a cell says there is none (questions.yaml `absent-values`): "Sunday | closed", "Parking: none". */
export function saysAbsent(context: Context, fact: Fact): boolean {
  const absent = context.layer.vocabulary.questions['absent-values'].map((word) => spaced(word).trim());
  const values = [...(fact.cells ?? []).map(([, cell]) => cell), ...(fact.value !== undefined ? [fact.value] : [])];
  return values.some((value) => absent.includes(spaced(value).trim()));
}
