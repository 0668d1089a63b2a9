/** The last segment of a path, ignoring a trailing slash: the slug of /legal-education/{slug}. */
export function lastPathSegment(pathname: string): string {
  return pathname.replace(/\/$/, '').split('/').pop() ?? '';
}
