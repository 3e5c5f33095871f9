import type { TextLayer } from '../../../language/analyzer.js';
import { phraseSet, type PhraseSet } from '../../../language/phrases.js';
import type { KnowledgeDocument } from '../../../knowledge/types.js';
import { englishTwin, type EntryKind } from './model.js';

/** Tells what kind of entries a page or a section holds, from its title, tags, path or heading. */
export interface KindReader {
  ofPage(page: KnowledgeDocument): EntryKind | undefined;
  /** The kind a section heading names ("Education" on a CV page), from its deepest short part. */
  ofHeading(heading: string): EntryKind | undefined;
  /** Whether a section heading names an attribute of the owner ("Languages", "Hobbies"): its lines are no entries. */
  namesAttribute(heading: string): boolean;
  /** Whether an entry's heading names a time between jobs ("A year out", "Career break"): no job, school or project. */
  isGap(title: string): boolean;
  /** The column of a table header ("Hospital" → org, "Years" → period), if it is one. */
  column(header: string): 'period' | 'role' | 'org' | 'location' | 'link' | undefined;
}

// Sections that list what the owner speaks, does for fun or how to reach them; a year in a line there
// ("German — B1 (Goethe-Zertifikat, 2018)") dates the line, it makes no entry.
const LISTED_ATTRIBUTES = ['languages', 'leisure', 'contact'];

/** Builds the kind reader from questions.yaml's page kinds and columns. */
export function createKindReader(layer: TextLayer): KindReader {
  const q = layer.vocabulary.questions;
  // The phrase lists in normal form, made at build (language/keyed.ts).
  const p = layer.vocabulary.keyed.questions.phrases;
  const pageKinds = Object.entries(p['page-kinds']).map(([kind, phrases]) => [kind as EntryKind, phraseSet(phrases)] as const);
  const attributeLabels = new Set(LISTED_ATTRIBUTES.flatMap((name) => q.attributes[name]?.labels.map((label) => label.toLowerCase()) ?? []));
  const gaps = phraseSet(p.gaps);
  const columns = Object.entries(p.columns).map(([name, phrases]) => [name, phraseSet(phrases)] as const);
  // The kind whose phrase found is longest ("case studies" is projects, though "studies" alone is education).
  const find = (text: string, sets: ReadonlyArray<readonly [EntryKind, PhraseSet]>) => {
    let best: EntryKind | undefined;
    let length = 0;
    for (const [kind, phrases] of sets) {
      const found = phrases.find(text);
      if (found && found.length > length) [best, length] = [kind, found.length];
    }
    return best;
  };
  return {
    ofPage(page) {
      // "resume.json:work/….md": the pages a résumé adds are named after their part of it.
      const file = englishTwin(page.file.replace(/^[^/:]*\.json:/, ''));
      // The folder says it first ("projects/kindergarten.md" tagged "education" is a project), then the
      // title, the file's name and the tags.
      const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')).replace(/[/_-]/g, ' ') : '';
      // Each in turn: a tag ("rescue training") does not outweigh the title ("Expeditions and projects").
      const name = file.replace(/[/_-]/g, ' ').replace(/\.\w+$/, '');
      return (folder && find(folder, pageKinds)) || find(page.title, pageKinds) || find(name, pageKinds) || find(page.tags.join(' | '), pageKinds);
    },
    ofHeading(heading) {
      for (const part of heading.split(' › ').reverse()) {
        if (part.split(/\s+/).length > 4) continue;
        const kind = find(part, pageKinds);
        if (kind) return kind;
      }
      return undefined;
    },
    namesAttribute(heading) {
      const last = heading.split(' › ').pop() ?? '';
      return attributeLabels.has(last.trim().toLowerCase());
    },
    isGap(title) {
      // A short heading that says it ("Sabbatical in Portugal"), not a sentence. (A heading read as organisation and
      // role, "Break Free Foundation — Coordinator", is a job whatever its words: the reader asks this of no such heading.)
      return title.split(/\s+/).length <= 5 && gaps.find(title) !== undefined;
    },
    column(header) {
      // A header of a word or two ("Years", "Hospital"), not a sentence that mentions one.
      if (header.split(/\s+/).length > 3) return undefined;
      return columns.find(([, phrases]) => phrases.find(header))?.[0] as ReturnType<KindReader['column']>;
    },
  };
}
