/**
 * Bearer secrets that travel in URLs (decision 0058): whoever holds one can read a report
 * or take over a chat, so a log line must never carry one. Report tokens sit in the path
 * (`/report/<token>`); resume tokens in the page's query (`resume=`), a body field and a
 * header; anything else shaped like a token (24+ URL-safe characters in mixed case, which
 * random base64url nearly always is and our UUIDs and lower-case page slugs never are) is
 * treated the same, so a new token route is covered before anyone remembers it here.
 */
const placeholder = '[redacted]';
const tokenShaped = /^[A-Za-z0-9_-]{24,}$/;
const uuidShaped = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const secretQueryParameter = /([?&](?:resume|token|resumeToken|unsubscribe)=)[^&#\s"']+/gi;
const reportPath = /(\/report\/)[^/?#\s"']+/gi;
const tokenRun = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{24,}(?![A-Za-z0-9_-])/g;

function isTokenShaped(segment: string): boolean {
  return (
    tokenShaped.test(segment) && /[a-z]/.test(segment) && /[A-Z]/.test(segment) && !uuidShaped.test(segment)
  );
}

/**
 * A request path fit for the log: no query string, token-shaped segments replaced, and
 * token-shaped runs inside a segment too (a malformed `/chatplus/<token>%zz`).
 */
export function redactSecretPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const segments = path
    .split('/')
    .map((segment, index, all) =>
      isTokenShaped(segment) || (index > 0 && all[index - 1] === 'report' && segment !== '')
        ? placeholder
        : segment,
    )
    .join('/');
  return redactSecretsInText(segments);
}

/**
 * Free text fit for the log (error messages, a link a job mentions): report paths,
 * secret query parameters and token-shaped runs replaced. UUIDs (our ids) stay.
 */
export function redactSecretsInText(text: string): string {
  return text
    .replace(reportPath, `$1${placeholder}`)
    .replace(secretQueryParameter, `$1${placeholder}`)
    .replace(tokenRun, (run) => (isTokenShaped(run) ? placeholder : run));
}
