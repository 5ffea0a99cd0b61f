/**
 * The web app's pages, in TanStack Router's path syntax (`$name` one segment, a lone `$` the rest of the path). The
 * web router (src/web/app/router.tsx) declares exactly these (a test holds the two together) and the server answers
 * any other page path with the 404 page and HTTP status 404, so a mistyped link is a real "not found" to browsers,
 * crawlers and Lighthouse, not a 200 (issue 13 item 13).
 */
export const APP_ROUTES = [
  '/',
  '/auth',
  '/signup',
  '/signup/$',
  '/join/$token',
  '/terms',
  '/privacy',
  '/measures',
  '/verify-email',
  '/survey',
  '/journal',
  '/settings',
  '/profile',
  '/admin',
  '/admin/setup',
] as const;

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Whether `pathname` (no query) is one of the app's pages. A trailing slash counts as the same page. */
export function isAppRoute(pathname: string): boolean {
  const asked = segments(pathname);
  return APP_ROUTES.some((route) => {
    const pattern = segments(route);
    for (const [i, part] of pattern.entries()) {
      if (part === '$') return asked.length > i;
      if (i >= asked.length) return false;
      if (!part.startsWith('$') && part !== asked[i]) return false;
    }
    return asked.length === pattern.length;
  });
}
