export { CoinRankPage } from './components/coin-rank-page';
export { RankOverviewPage } from './components/rank-overview-page';
export { BanListPage } from './components/ban-list-page';
