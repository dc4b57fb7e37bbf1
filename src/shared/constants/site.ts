// One place for the site's own name and addresses. The contact address here is only the fallback:
// the server's CONTACT_EMAIL (via GET /api/config) wins once the page has loaded.
export const SITE_NAME = 'Steady';
/** Canonical origin for absolute URLs in canonical links, Open Graph and the sitemap. */
export const SITE_ORIGIN = 'https://steady.example';
export const DEFAULT_CONTACT_EMAIL = 'hello@steady.example';
export const INSTAGRAM_URL = 'https://www.instagram.com/steady.app';
