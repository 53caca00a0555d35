export { MissionPage } from './components/mission-page';
export { taskText, progressView, claimState } from './rules';
