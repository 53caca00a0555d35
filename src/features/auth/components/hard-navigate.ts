/**
 * A full page load to `url`. Used after a sign-in: the client router may hold prefetches of
 * protected pages made while signed out (redirects to /sign-in), and a soft navigation
 * would replay them.
 */
export function hardNavigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
