'use client';

import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useT } from 'next-i18next/client';
import { ChatAvatar } from '@/features/chat';
import { useRefreshPlayer } from '@/features/session';
import { Code, HEADSHOT_TYPES, INTRODUCTION_MAX, NICKNAME_MAX, type PlayerProfile } from '@/protocol';
import { errorMessage } from '@/protocol/errors';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatTaipeiTime } from '@/ui/format-time';
import { showToast } from '@/ui/toast-store';
import { changes, draftOf, draftProblem, fieldOfCode, refusalText, type EditDraft } from '../edit-form';
import { pictureProblem, saveProfile, uploadPicture } from '../profile-requests';

const FIELD = 'w-full rounded-xl bg-night-800 px-3 py-2 text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus:ring-gold-400';

/** 編輯個人資料 (10160): nickname, picture (default or an uploaded one) and introduction. */
export function ProfileEditDialog({ profile, open, onClose, onSaved }: { profile: PlayerProfile; open: boolean; onClose: () => void; onSaved: (p: PlayerProfile) => void }) {
  const { t } = useT(['member', 'errors']);
  const ids = { name: useId(), intro: useId(), nameNote: useId() };
  const refresh = useRefreshPlayer();
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(profile));
  const [error, setError] = useState<{ field: 'name' | 'introduction' | null; text: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'upload' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextRename = profile.Detail?.NextRenameTime ?? '';
  const set = (patch: Partial<EditDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const codeText = (code: number, message?: string) =>
    refusalText(code, message, { failed: t('member:edit.failed'), errorText: (c, m) => errorMessage(t, { code: c, message: m }) });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return setError({ field: null, text: t(problem === 'tooLarge' ? 'member:edit.uploadTooLarge' : 'member:edit.uploadType') });
    setBusy('upload');
    const outcome = await uploadPicture(file);
    setBusy(null);
    if (outcome.ok) set({ picUrl: outcome.result, pictureSetting: 1 });
    else setError({ field: null, text: outcome.code === Code.Silent ? t('member:edit.uploadFailed') : codeText(outcome.code, outcome.message) });
  }

  async function onSave() {
    const problem = draftProblem(draft);
    if (problem) {
      const text = 'code' in problem ? codeText(problem.code) : t(`member:${problem.key}`, { max: INTRODUCTION_MAX });
      return setError({ field: problem.field, text });
    }
    const payload = changes(profile, draft);
    if (!payload) {
      showToast(t('member:edit.nothingChanged'));
      return onClose();
    }
    setBusy('save');
    const outcome = await saveProfile(payload);
    setBusy(null);
    if (!outcome.ok) {
      // no answer: -1, the text of a request that may be tried again
      const code = outcome.lost ? -1 : outcome.code;
      return setError({ field: fieldOfCode(code), text: codeText(code, outcome.message) });
    }
    onSaved(outcome.result);
    // The session's name (top bar, chat) follows the new profile.
    void refresh();
    showToast(t('member:edit.saved'), { tone: 'success' });
    onClose();
  }

  const introLength = Array.from(draft.introduction).length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member:edit.title')}
      maxWidth={480}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('member:edit.cancel')}
          </Button>
          <Button onClick={() => void onSave()} disabled={busy !== null}>
            {busy === 'save' ? t('member:edit.saving') : t('member:edit.save')}
          </Button>
        </div>
      }
    >
      <div className="grid gap-4">
        <div>
          <label htmlFor={ids.name} className="mb-1 block text-sm font-bold text-mist-300">
            {t('member:edit.nickname')}
          </label>
          <input
            id={ids.name}
            data-autofocus
            className={FIELD}
            value={draft.name}
            readOnly={nextRename !== ''}
            aria-invalid={error?.field === 'name'}
            aria-describedby={ids.nameNote}
            onChange={(e) => set({ name: e.target.value })}
          />
          <p id={ids.nameNote} className="mt-1 text-xs text-mist-400">
            {t('member:edit.nicknameHint', { max: NICKNAME_MAX })} · {nextRename ? t('member:edit.nextRename', { time: formatTaipeiTime(nextRename) }) : t('member:edit.renameRule')}
          </p>
          {error?.field === 'name' && <p role="alert" className="mt-1 text-sm text-ruby-500">{error.text}</p>}
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-mist-300">{t('member:edit.picture')}</legend>
          <div className="flex flex-wrap items-center gap-4">
            {([2, 1] as const).map((setting) =>
              setting === 1 && draft.picUrl === '' ? null : (
                <label key={setting} className="flex cursor-pointer items-center gap-2 text-sm text-white">
                  <input type="radio" name="picture" checked={draft.pictureSetting === setting} onChange={() => set({ pictureSetting: setting })} />
                  <ChatAvatar name={draft.name || profile.Name} pictureSetting={setting} pictureUrl={setting === 1 ? draft.picUrl : ''} size="sm" />
                  {t(setting === 1 ? 'member:edit.pictureCustom' : 'member:edit.pictureDefault')}
                </label>
              ),
            )}
            <Button variant="ghost" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
              {busy === 'upload' ? t('member:edit.uploading') : t('member:edit.upload')}
            </Button>
            <input ref={fileInput} type="file" accept={HEADSHOT_TYPES.join(',')} className="hidden" onChange={(e) => void onFile(e)} />
          </div>
          <p className="mt-1 text-xs text-mist-400">{t('member:edit.uploadHint')}</p>
        </fieldset>
        <div>
          <label htmlFor={ids.intro} className="mb-1 flex justify-between text-sm font-bold text-mist-300">
            <span>{t('member:edit.introduction')}</span>
            <span className={`tabular-nums font-normal ${introLength > INTRODUCTION_MAX ? 'text-ruby-500' : 'text-mist-400'}`}>
              {t('member:edit.count', { n: introLength, max: INTRODUCTION_MAX })}
            </span>
          </label>
          <textarea
            id={ids.intro}
            rows={3}
            className={FIELD}
            value={draft.introduction}
            placeholder={t('member:edit.introPlaceholder')}
            aria-invalid={error?.field === 'introduction'}
            onChange={(e) => set({ introduction: e.target.value })}
          />
          {error?.field === 'introduction' && <p role="alert" className="mt-1 text-sm text-ruby-500">{error.text}</p>}
        </div>
        {error && error.field === null && <p role="alert" className="text-sm text-ruby-500">{error.text}</p>}
      </div>
    </Dialog>
  );
}
