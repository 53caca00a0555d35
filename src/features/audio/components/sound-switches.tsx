'use client';

import { useT } from 'next-i18next/client';
import { getAudioManager } from '../audio-manager';
import { saveAudioSetting } from '../settings';
import { useAudioSettings } from '../use-audio-settings';

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl bg-night-950/50 px-4 text-left ring-1 ring-white/5 transition hover:bg-night-950/70"
    >
      <span className="font-bold text-white">{label}</span>
      <span aria-hidden="true" className={`relative h-7 w-12 shrink-0 rounded-full transition ${checked ? 'bg-gradient-to-r from-gold-400 to-gold-500 shadow-glow' : 'bg-mist-500/40'}`}>
        <span className={`absolute top-0.5 h-6 w-6 rounded-full bg-white shadow transition-all ${checked ? 'left-[1.375rem]' : 'left-0.5'}`} />
      </span>
    </button>
  );
}

/** The music and effect-sound switches (a settings menu mounts this). */
export function SoundSwitches() {
  const { t } = useT('gifts');
  const settings = useAudioSettings();
  const set = (name: 'music' | 'effects', on: boolean) => {
    const manager = getAudioManager();
    if (!manager) saveAudioSetting(name, on);
    else if (name === 'music') manager.setMusic(on);
    else manager.setEffects(on);
  };
  return (
    <div className="space-y-2">
      <Switch label={t('sound.music')} checked={settings.music} onChange={(on) => set('music', on)} />
      <Switch label={t('sound.effects')} checked={settings.effects} onChange={(on) => set('effects', on)} />
    </div>
  );
}
