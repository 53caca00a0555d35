export { right } from './sides';
