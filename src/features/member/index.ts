export { MemberHub } from './components/member-hub';
