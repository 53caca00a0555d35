'use client';

import { CreateEnvelopeDialog } from './create-dialog';
import { EnvelopeOverlay } from './envelope-overlay';
import { MineDialog } from './mine-dialog';

/** Every envelope overlay and dialog, mounted once next to the chat's player card. */
export default function EnvelopeDialogs() {
  return (
    <>
      <EnvelopeOverlay />
      <CreateEnvelopeDialog />
      <MineDialog />
    </>
  );
}
