import { DownloadPage } from '@/features/download';

export default function DownloadRoute() {
  return <DownloadPage />;
}
