/** Ports and URLs of the servers playwright.config.ts starts. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4300);
export const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
