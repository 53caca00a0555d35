export { LinkedAccounts } from './components/linked-accounts';
