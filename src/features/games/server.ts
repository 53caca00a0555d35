/** What the app's server pages use of this feature (server modules and server components): its
 * client-safe entry is ./index.ts. */
export { fetchFeaturedGames } from './featured-games-server';
export { playPageData } from './play-page-data';
