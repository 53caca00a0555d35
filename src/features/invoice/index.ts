export { InvoiceCard } from './components/invoice-card';
