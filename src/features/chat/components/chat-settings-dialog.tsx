'use client';

import { useState } from 'react';
import { useT } from 'next-i18next/client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { setSettingsOpen } from '../actions';
import { readSettings, saveSettings, SETTING_KEYS, type ChatSettingName, type ChatSettings } from '../settings';
import { useChatViewStore } from '../view-store';
import { SettingSwitch } from './setting-switch';

const NAMES = Object.keys(SETTING_KEYS) as ChatSettingName[];

/**
 * The chat settings (chat spec §2): three switches for the lobby's unread counts. Confirm
 * saves them to local storage; closing any other way drops the changes.
 */
export function ChatSettingsDialog() {
  const { t } = useT(['chat', 'common']);
  const open = useChatViewStore((s) => s.settingsOpen);
  const [draft, setDraft] = useState<ChatSettings | null>(null);
  // Each opening starts from what is saved.
  if (open && draft === null) setDraft(readSettings());
  if (!open && draft !== null) setDraft(null);
  const values = draft ?? readSettings();

  const close = () => setSettingsOpen(false);
  const confirm = () => {
    saveSettings(values);
    close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('settingsDialog.title')}
      maxWidth={380}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common:common.cancel')}
          </Button>
          <Button variant="green" onClick={confirm}>
            {t('common:common.confirm')}
          </Button>
        </>
      }
    >
      <p className="pb-3 text-center text-sm text-mist-400">{t('settingsDialog.description')}</p>
      <ul className="space-y-2">
        {NAMES.map((name) => (
          <li key={name}>
            <SettingSwitch
              label={t(`settingsDialog.${name}`)}
              checked={values[name]}
              onChange={(checked) => setDraft({ ...values, [name]: checked })}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
