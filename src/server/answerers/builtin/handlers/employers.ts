import { joinNames } from '../compose.js';
import type { Handler } from '../context.js';
import { named } from './list-organisations.js';
import { focus } from './shared.js';

/**
 * "Who has she worked for?", "Who were his employers?": the employers' names, newest first, as "Where has she
 * worked?" lists the jobs. A heading that is only a period ("2009 to 2011") names no employer.
 */
export const employers: Handler = {
  name: 'employers',
  answer(context) {
    const { question } = context;
    if (question.kind !== 'who' || !question.past || question.entryKind !== 'work') return undefined;
    if (focus(question).some((term) => !term.framing)) return undefined;
    const jobs = named(context, context.dated('work')).filter((entry) => entry.title !== entry.period!.text);
    const names = [...new Set(jobs.map((entry) => entry.name))].reverse();
    return names.length > 0 ? `${joinNames(names, context.say('and'))}.` : undefined;
  },
};
