import type { Handler } from '../context.js';
import { age } from './age.js';
import { askedHeading } from './asked-heading.js';
import { attribute } from './attribute.js';
import { calendar } from './calendar.js';
import { cell } from './cell.js';
import { address } from './address.js';
import { capacity } from './capacity.js';
import { count } from './count.js';
import { decline } from './decline.js';
import { measure } from './measure.js';
import { duration } from './duration.js';
import { employers } from './employers.js';
import { entry } from './entry.js';
import { held } from './held.js';
import { experience } from './experience.js';
import { fact } from './fact.js';
import { free } from './free.js';
import { leadTime } from './lead-time.js';
import { list } from './list.js';
import { more } from './more.js';
import { named } from './named.js';
import { nearest } from './nearest.js';
import { outside } from './outside.js';
import { price } from './price.js';
import { pricesNear } from './prices-near.js';
import { social } from './social.js';
import { source } from './source.js';
import { studied } from './studied.js';
import { summary } from './summary.js';
import { timeline } from './timeline.js';
import { when } from './when.js';
import { where } from './where.js';
import { who } from './who.js';
import { yesNo } from './yesno.js';

/**
 * The question kinds, in the order they are tried: the first handler that answers wins, and a
 * question no handler answers gets "the portfolio doesn't say". Requests to decline come before
 * anything is looked up; time and the shapes of questions (how long, when, how many, where, who,
 * yes/no, lists) before the plain search for a fact, then the line a follow-up's last reply came from, and the
 * nearest fact (of a price asked, the prices listed), said to be only that, last.
 */
export const HANDLERS: readonly Handler[] = [
  social,
  decline,
  more,
  summary,
  leadTime,
  askedHeading,
  experience,
  calendar,
  timeline,
  duration,
  measure,
  when,
  capacity,
  count,
  employers,
  who,
  outside,
  address,
  held,
  age,
  free,
  yesNo,
  named,
  attribute,
  price,
  cell,
  studied,
  list,
  where,
  entry,
  fact,
  source,
  pricesNear,
  nearest,
];
