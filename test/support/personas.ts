import fs from 'node:fs';
import path from 'node:path';

/**
 * A folder of the team's shared material (`shared/<name>`) holding `file`: the folder named
 * by the environment variable when set, else `shared/<name>` beside the repository or beside
 * any folder above it (a clone in a CI work folder still finds the team's shared folder);
 * null when there is none.
 */
export function sharedDirectory(
  repositoryRoot: string,
  name: string,
  file: string,
  override: string | undefined,
): string | null {
  const holds = (directory: string) => fs.existsSync(path.join(directory, file));
  if (override) return holds(override) ? override : null;
  for (let folder = path.resolve(repositoryRoot); ; folder = path.dirname(folder)) {
    const candidate = path.join(path.dirname(folder), 'shared', name);
    if (holds(candidate)) return candidate;
    if (path.dirname(folder) === folder) return null;
  }
}

/** The public personas: PERSONAS_DIR, else `shared/personas` (see sharedDirectory). */
export function personasDirectory(repositoryRoot: string): string | null {
  return sharedDirectory(repositoryRoot, 'personas', 'personas.json', process.env.PERSONAS_DIR);
}

/** The shared research (case-valuation.md and the rest): RESEARCH_DIR, else `shared/research`. */
export function researchDirectory(repositoryRoot: string): string | null {
  return sharedDirectory(repositoryRoot, 'research', 'case-valuation.md', process.env.RESEARCH_DIR);
}
