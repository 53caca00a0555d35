// The news pages load with their routes; home mounts NewsTicker through the news teaser.
export { AnnouncementsPage } from './components/announcements-page';
export { ArticleDetail } from './components/article-detail';
export { NewsTicker } from './components/news-ticker';
export { useNewsTicker } from './use-news-ticker';
export { useArticleList } from './use-announcements';
export { useAnnouncementsT } from './texts';
export { CategoryChip } from './components/category-chip';
export { HomeNews } from './components/home-news';
export type { HomeNews as HomeNewsData } from './home-news-server';
