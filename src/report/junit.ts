// The one JUnit XML writer: `check` and `eval` each describe their run as a suite of cases, and
// this turns it into the XML CI systems read (GitHub's, GitLab's, Jenkins').

/** One test case: a pass, or a failure, an error or a skip with its message. */
export interface JunitCase {
  classname: string;
  name: string;
  durationMs: number;
  /** Absent for a pass. */
  outcome?: {
    kind: 'failure' | 'error' | 'skipped';
    message: string;
    /** The `type` attribute, when the kind alone does not say enough (`advisory`, `incomplete`). */
    type?: string;
    /** The element's text: the details a reader needs (not written for a skip). */
    text?: string;
  };
  /** A note that fails nothing (a warning), written as `<system-out>`. */
  output?: string;
}

/** A whole run as one suite. */
export interface JunitSuite {
  /** The `<testsuites>` name: `secretary check`, `secretary eval`. */
  name: string;
  /** The `<testsuite>` name: the tool and its target. */
  suiteName: string;
  /** When the run started, ISO 8601. */
  timestamp: string;
  durationMs: number;
  properties: ReadonlyArray<readonly [string, string]>;
  cases: readonly JunitCase[];
}

/** The suite as JUnit XML; the counts are those of the cases. */
export function formatJunit(suite: JunitSuite): string {
  const count = (kind: string) => suite.cases.filter((c) => c.outcome?.kind === kind).length;
  const counts =
    `tests="${suite.cases.length}" failures="${count('failure')}" errors="${count('error')}" ` +
    `skipped="${count('skipped')}" time="${seconds(suite.durationMs)}"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${attr(suite.name)}" ${counts}>`,
    `  <testsuite name="${attr(suite.suiteName)}" ${counts} timestamp="${attr(suite.timestamp)}">`,
    '    <properties>',
    ...suite.properties.map(([name, value]) => `      <property name="${attr(name)}" value="${attr(value)}"/>`),
    '    </properties>',
  ];
  for (const testcase of suite.cases) lines.push(...caseLines(testcase));
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}

function caseLines(testcase: JunitCase): string[] {
  const open = `    <testcase classname="${attr(testcase.classname)}" name="${attr(testcase.name)}" time="${seconds(testcase.durationMs)}"`;
  const body: string[] = [];
  const { outcome } = testcase;
  if (outcome?.kind === 'skipped') body.push(`      <skipped message="${attr(outcome.message)}"/>`);
  else if (outcome) {
    const type = outcome.type === undefined ? '' : ` type="${attr(outcome.type)}"`;
    body.push(`      <${outcome.kind} message="${attr(outcome.message)}"${type}>${text(outcome.text ?? '')}</${outcome.kind}>`);
  }
  if (testcase.output !== undefined) body.push(`      <system-out>${text(testcase.output)}</system-out>`);
  return body.length === 0 ? [`${open}/>`] : [`${open}>`, ...body, '    </testcase>'];
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates) are dropped, since
// a body excerpt or a reply is whatever the server sent.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
