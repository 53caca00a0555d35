import { Suspense } from 'react';
import { SharePage } from '@/features/share/components/share-page';

export default function ShareRoute() {
  // The page reads its query (the game to share): rendered on the client under Suspense.
  return (
    <Suspense>
      <SharePage />
    </Suspense>
  );
}
