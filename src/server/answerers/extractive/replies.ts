import type { Language } from '../../../contract/index.js';
import { mapping, readData } from '../../language/data.js';

/** Fills the reply templates of one language. */
export type Say = (key: string, values?: Record<string, string>) => string;

let templates: Record<string, Record<string, unknown>> | undefined;

/**
 * The reply templates (src/server/language/data/replies.yaml) of `language`,
 * English for a key the language lacks. `{Subject}` is `{subject}` capitalised.
 */
export function repliesFor(language: Language): Say {
  templates ??= Object.fromEntries(Object.entries(mapping(readData('replies.yaml'))).map(([lang, t]) => [lang, mapping(t)]));
  const own = templates[language] ?? {};
  const english = templates.en ?? {};
  return (key, values = {}) => {
    const template = String(own[key] ?? english[key] ?? key);
    return template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const lower = name[0]!.toLowerCase() + name.slice(1);
      const value = values[name] ?? values[lower] ?? '';
      return name !== lower ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    });
  };
}
