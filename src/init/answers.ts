/** What `secretary init` asks the owner for. */
export interface OwnerAnswers {
  name: string;
  /** What the owner does, in their words ("paediatric nurse", "architect"); empty when not said. */
  profession: string;
  headline: string;
  /** Label → URL, e.g. `{ LinkedIn: "https://www.linkedin.com/in/ana" }`. */
  links: Record<string, string>;
  /** The owner builds software: the folder then gets a GitHub link and projects with a tech stack and licence. */
  buildsSoftware: boolean;
}

/** The answers `--yes` takes without `--profession`: placeholders that fit any profession. */
export const DEFAULT_ANSWERS: OwnerAnswers = {
  name: 'Your Name',
  profession: '',
  headline: 'What you do, in one line — e.g. Paediatric nurse in Sarajevo',
  links: linksFor(false),
  buildsSoftware: false,
};

// Words by which an owner says they build software. "Engineer" alone is not one (civil, sound,
// chemical engineers); the kinds of software engineer are.
const SOFTWARE =
  /\b(software|developer|programmer|coder|devops|front[- ]?end|back[- ]?end|full[- ]?stack|web dev\w*|(data|ml|machine learning|platform|mobile|web|cloud|site reliability|qa|test automation) engineer)\b/i;

/** Whether `profession` says the owner builds software ("software developer", "backend engineer"). */
export function buildsSoftware(profession: string): boolean {
  return SOFTWARE.test(profession);
}

/** Placeholder links to replace: GitHub for someone who builds software, else LinkedIn. */
export function linksFor(software: boolean): Record<string, string> {
  return software ? { GitHub: 'https://github.com/your-name' } : { LinkedIn: 'https://www.linkedin.com/in/your-name' };
}

/** The defaults for an owner who does `profession`: a headline naming it, and links as {@link linksFor}. */
export function answersFor(profession: string): OwnerAnswers {
  const what = profession.trim();
  if (what === '') return DEFAULT_ANSWERS;
  const software = buildsSoftware(what);
  return {
    ...DEFAULT_ANSWERS,
    profession: what,
    headline: `${what.charAt(0).toUpperCase()}${what.slice(1)} in Your City`,
    links: linksFor(software),
    buildsSoftware: software,
  };
}
