// English words of the pages that a Serbian word is spelt like, for Serbian words the glossary lacks.
import type { TextLayer } from '../../language/analyzer.js';
import { fold } from '../../language/text.js';
import type { Portfolio } from './portfolio/model.js';

/**
 * A word's consonant skeleton, spelled the way Serbian spells borrowed words: "conversion" and
 * "konverzija", "physiotherapy" and "fizioterapija", "freelancer" and "frilenser" share one.
 */
export function skeleton(word: string): string {
  let s = fold(word)
    .replace(/ph/g, 'f').replace(/th/g, 't').replace(/ch/g, 'c').replace(/ck/g, 'k').replace(/qu/g, 'kv')
    .replace(/dg(?=[ei])/g, 'dz').replace(/x/g, 'ks').replace(/w/g, 'v').replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/z/g, 's').replace(/[yj]/g, 'i');
  s = s.slice(0, 1) + s.slice(1).replace(/[aeiou]/g, '');
  return s.replace(/(.)\1+/g, '$1');
}

/** The English words of the portfolio a Serbian word is spelt like ("konverzija" → conversion, "klijent" → client). */
export function createCognates(portfolio: Portfolio, layer: TextLayer): (word: string) => string[] {
  // The consonant skeletons of the English words on the pages, for Serbian cognates.
  const skeletons = new Map<string, string>();
  for (const fact of portfolio.facts) if (fact.language === 'en') for (const key of fact.keys) if (/^[a-z]{5,}$/.test(key) && !skeletons.has(key)) skeletons.set(key, skeleton(key));
  return (word) => {
    // (Serbian "-cija" is English "-tion" as well as "-cy" or "-ce": "konsultacija" is "consultation", "farmacija" "pharmacy".)
    const stem = layer.key(fold(word), 'sr');
    const owns = [...new Set([stem, stem.replace(/cij$/, 'tion')].map(skeleton))].filter((own) => own.length >= 4);
    const out: string[] = [];
    for (const [key, shape] of skeletons) if (shape.length >= 4 && owns.some((own) => (shape.startsWith(own) || own.startsWith(shape)) && Math.abs(shape.length - own.length) <= 3)) out.push(key);
    return out.slice(0, 6);
  };
}
