import { organization } from '../../../contracts/organization';
import { paths } from '../../../contracts/site-paths';
import { escapeHtml } from '../../http/html';

/**
 * The pages a newsletter link opens. A link only shows a button: mail scanners open links,
 * so a GET changes nothing; the button's POST confirms or unsubscribes. No script.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} | ${escapeHtml(organization.productName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px;color:#111827}button{font:inherit;padding:10px 18px;border-radius:8px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #111827;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${paths.home}">Back to the home page</a></p></main></body></html>`;
}

export function actionPage(kind: 'confirm' | 'unsubscribe', token: string): string {
  const action = `/newsletter/${kind}?token=${encodeURIComponent(token)}`;
  return kind === 'confirm'
    ? page(
        'Confirm your subscription',
        `<p>Press the button to start receiving our newsletter at this address.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm my subscription</button></form>`,
      )
    : page(
        'Unsubscribe',
        `<p>Press the button and we will send no more newsletters to this address.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
}

export function donePage(kind: 'confirmed' | 'unsubscribed'): string {
  return kind === 'confirmed'
    ? page('Subscription confirmed', '<p>Thank you. Your subscription to our newsletter is confirmed.</p>')
    : page('Unsubscribed', '<p>You are unsubscribed. We will send no more newsletters to this address.</p>');
}

export function badLinkPage(): string {
  return page(
    'Link not recognised',
    `<p>This link is not valid or was replaced by a newer one. Check that the whole link was copied, or write to us at ${escapeHtml(organization.supportEmail)}.</p>`,
  );
}
