/**
 * Where the browser reads the webhook URLs (mirrored from src/contracts/webhooks.ts and pinned
 * to it by webhook-client.test.ts). Its own module so the route table can name it for a
 * preload without pulling the webhook client into every page's first load (decision 0040).
 */
export const RUNTIME_CONFIG_PATH = '/api/runtime-config';
