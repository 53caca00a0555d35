import { Suspense } from 'react';
import { ShareInviteView } from '@/features/content/server';
import type { ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';
import { shareInviteFrom } from '@/features/content/server';
import { SharePage } from '@/features/share';

/**
 * A link that names its sharer (`from`) is an invitation: the landing page of a shared game.
 * Otherwise /share is the sharer's own page (分享好友), which opens the share dialog.
 */
export default async function ShareRoute({ params, searchParams }: ContentPageProps) {
  const invite = shareInviteFrom(await searchParams);
  if (invite) return <ShareInviteView locale={contentLocale((await params).locale)} invite={invite} />;
  // The sharer's page reads its query (the game to share) on the client, under Suspense.
  return (
    <Suspense>
      <SharePage />
    </Suspense>
  );
}
