export { ClubPage } from './components/club-page';
