import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the public personas are: PERSONAS_DIR, else a `shared/personas` folder beside the
 * repository or beside any folder above it (a clone in a CI work folder still finds the
 * team's shared folder); null when there is none.
 */
export function personasDirectory(repositoryRoot: string): string | null {
  const hasPersonas = (directory: string) => fs.existsSync(path.join(directory, 'personas.json'));
  if (process.env.PERSONAS_DIR)
    return hasPersonas(process.env.PERSONAS_DIR) ? process.env.PERSONAS_DIR : null;
  for (let folder = path.resolve(repositoryRoot); ; folder = path.dirname(folder)) {
    const candidate = path.join(path.dirname(folder), 'shared', 'personas');
    if (hasPersonas(candidate)) return candidate;
    if (path.dirname(folder) === folder) return null;
  }
}
