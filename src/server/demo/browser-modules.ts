import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../../errors.js';

/** The package export the widget imports, and the files a browser needs to load it. */
export interface BrowserModules {
  /** The bare specifier, `secretary/browser`, as the widget writes it. */
  specifier: string;
  /** The folder of the export's file; the modules are served by their paths relative to it. */
  root: string;
  /** The export's file, as an absolute path. */
  entry: string;
  /** The export's file and every module it imports, as absolute paths. */
  files: ReadonlySet<string>;
}

// tsc writes `import … from './x.js'` and `export … from './x.js'`, one statement per line.
const RELATIVE_IMPORT = /^(?:import|export)\s[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const BARE_IMPORT = /^(?:import|export)\s[^;]*?\bfrom\s+['"]([^./'"][^'"]*)['"]/m;

/**
 * Reads the `./browser` export from the package.json in `packageRoot` and collects the module
 * graph under it, so the demo page serves exactly those files; a module importing a bare name
 * (a dependency the browser could not resolve) is a ConfigError, not a page that breaks later.
 */
export async function loadBrowserModules(packageRoot: string): Promise<BrowserModules> {
  const manifest = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, { import?: string } | string>;
  };
  const target = manifest.exports?.['./browser'];
  const entryPath = typeof target === 'string' ? target : target?.import;
  if (!entryPath) throw new ConfigError('demo page: package.json has no "./browser" export');
  const entry = path.resolve(packageRoot, entryPath);
  const files = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    let source: string;
    try {
      source = await readFile(file, 'utf8');
    } catch (cause) {
      throw new ConfigError(`demo page: cannot read browser module ${file} (run npm run build)`, { cause });
    }
    const bare = BARE_IMPORT.exec(source);
    if (bare) throw new ConfigError(`demo page: browser module ${file} imports "${bare[1]}", which a browser cannot load`);
    for (const match of source.matchAll(RELATIVE_IMPORT)) queue.push(path.resolve(path.dirname(file), match[1]!));
  }
  return { specifier: `${manifest.name}/browser`, root: path.dirname(entry), entry, files };
}
