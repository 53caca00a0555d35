import { NotFoundView } from '@/features/layout';

export default function NotFound() {
  return <NotFoundView />;
}
