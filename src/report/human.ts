import kleur from 'kleur';

/** Options of the human reporters. */
export interface HumanOptions {
  /** Use colours (default: whatever kleur detected for this terminal). */
  color?: boolean;
}

/** Colours a text, or leaves it as it is. */
export type Paint = (text: string) => string;

/** The colours the human reporters use, all plain when colour is off. */
export interface Palette {
  bold: Paint;
  dim: Paint;
  green: Paint;
  red: Paint;
  yellow: Paint;
}

const plain: Paint = (text) => text;

/** The palette for `options`: kleur's colours, or plain text. */
export function palette(options: HumanOptions = {}): Palette {
  if (!(options.color ?? kleur.enabled)) return { bold: plain, dim: plain, green: plain, red: plain, yellow: plain };
  return { bold: kleur.bold, dim: kleur.dim, green: kleur.green, red: kleur.red, yellow: kleur.yellow };
}

/** The last line of a human report, `result: <result>`: green when passed, yellow when incomplete, red otherwise. */
export function resultLine(result: string, c: Palette, note = ''): string {
  const line = `result: ${result}${note}`;
  if (result === 'passed') return c.green(line);
  return result === 'incomplete' ? c.yellow(line) : c.red(line);
}
