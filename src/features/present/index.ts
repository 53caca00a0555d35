/** 禮物紀錄 (the member centre's gift records): the page. */
export { PresentPage } from './components/present-page';
