export { left } from './sides';
