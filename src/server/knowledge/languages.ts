import type { Language } from '../../contract/languages.js';
import type { Knowledge, KnowledgeDocument, Profile, Section, TranslatedPages } from './types.js';

// The languages a page may be translated into, as the suffix before `.md` spells them.
const TRANSLATED: readonly Language[] = ['sr-Latn'];
const SUFFIX = /\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.(md|markdown)$/;

/** The language a file name's suffix names (`about.sr-Latn.md` → `sr-Latn`), or undefined for a default page. */
export function pageLanguage(file: string): Language | undefined {
  const tag = SUFFIX.exec(file)?.[1];
  return TRANSLATED.find((language) => language === tag);
}

/** The default page a translated file stands for (`work/acme.sr-Latn.md` → `work/acme.md`); other files as they are. */
export function defaultPageOf(file: string): string {
  const language = pageLanguage(file);
  return language ? file.replace(SUFFIX, '.$2') : file;
}

/**
 * Moves translated pages (documents carrying a `language`) out of the default
 * view into `translations`, so English visitors never get a Serbian page.
 */
export function separateTranslations(knowledge: Knowledge, translatedProfiles: Partial<Record<Language, Profile>> = {}): Knowledge {
  const translations: Partial<Record<Language, TranslatedPages>> = {};
  for (const document of knowledge.documents) {
    if (!document.language) continue;
    const pages = (translations[document.language] ??= { documents: [], sections: [] });
    pages.documents.push(document);
  }
  for (const [language, profile] of Object.entries(translatedProfiles) as Array<[Language, Profile]>) {
    (translations[language] ??= { documents: [], sections: [] }).profile = profile;
  }
  if (Object.keys(translations).length === 0) return knowledge;
  for (const section of knowledge.sections) {
    if (section.document.language) translations[section.document.language]!.sections.push(section);
  }
  return {
    profile: knowledge.profile,
    documents: knowledge.documents.filter((d) => !d.language),
    sections: knowledge.sections.filter((s) => !s.document.language),
    translations,
  };
}

/**
 * The knowledge a visitor in `language` is answered from: every default page
 * replaced by its translation where one exists, translated-only pages added.
 * Returns `knowledge` itself when the language has no pages of its own.
 */
export function knowledgeFor(knowledge: Knowledge, language: Language): Knowledge {
  const pages = knowledge.translations?.[language];
  if (!pages) return knowledge;
  const twins = new Map<string, KnowledgeDocument>(pages.documents.map((d) => [defaultPageOf(d.file), d]));
  const byDocument = new Map<KnowledgeDocument, Section[]>();
  for (const section of [...knowledge.sections, ...pages.sections]) {
    const list = byDocument.get(section.document) ?? [];
    list.push(section);
    byDocument.set(section.document, list);
  }
  const documents = knowledge.documents.map((d) => twins.get(d.file) ?? d);
  const known = new Set(knowledge.documents.map((d) => d.file));
  documents.push(...pages.documents.filter((d) => !known.has(defaultPageOf(d.file))));
  return {
    profile: pages.profile ?? knowledge.profile,
    documents,
    sections: documents.flatMap((d) => byDocument.get(d) ?? []),
    // The owner's synonyms.yaml holds for every language's view.
    ...(knowledge.synonyms ? { synonyms: knowledge.synonyms } : {}),
  };
}

/** The languages `knowledge` has pages of its own for, besides the default. */
export function translatedLanguages(knowledge: Knowledge): Language[] {
  return (Object.keys(knowledge.translations ?? {}) as Language[]).filter((l) => knowledge.translations?.[l]);
}
