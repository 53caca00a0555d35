export { ClubPage } from './components/club-page';
export { kickFromClub } from './actions';
