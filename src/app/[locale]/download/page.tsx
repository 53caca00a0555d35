import { ComingSoon } from '@/features/layout';

export default function DownloadPage() {
  return <ComingSoon page="download" />;
}
