import type { TFunction } from 'i18next';
import { Icon, type IconName } from '@/ui/icon';
import type { ChannelKind, SupportChannel } from '../support-channels';

const ICON: Record<ChannelKind, IconName> = { online: 'headset', line: 'line', email: 'mail' };

// Literal class names (Tailwind keeps only those it finds in the source).
const COLUMNS = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3'];

/** One card per channel the brand offers: what it is for and a button that opens it. */
export function ChannelCards({ channels, t, email }: { channels: SupportChannel[]; t: TFunction; email: string }) {
  return (
    <ul className={`grid gap-3 ${COLUMNS[channels.length] ?? 'sm:grid-cols-3'}`}>
      {channels.map((c) => (
        <li key={c.kind} className="flex flex-col gap-2 rounded-2xl bg-night-950/60 p-4 ring-1 ring-white/10">
          <span className="flex items-center gap-2 font-black text-white">
            <Icon name={ICON[c.kind]} className="h-6 w-6 shrink-0 text-gold-300" />
            {t(`channels.${c.kind}.name`)}
          </span>
          <p className="flex-1 text-sm leading-relaxed text-mist-300">{t(`channels.${c.kind}.desc`)}</p>
          {c.kind === 'email' ? <p className="break-all text-sm font-bold text-gold-300">{email}</p> : null}
          <a
            href={c.href}
            data-channel={c.kind}
            {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={`mt-1 inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-bold ring-1 ring-inset transition hover:brightness-110 ${
              c.kind === 'online'
                ? 'bg-gradient-to-b from-gold-300 to-gold-600 text-night-950 ring-gold-300/60'
                : c.kind === 'line'
                  ? 'bg-[#06c755] text-white ring-white/20'
                  : 'bg-mist-500/25 text-mist-300 ring-mist-500/60'
            }`}
          >
            {t(`channels.${c.kind}.action`)}
            {c.external ? <span className="sr-only">{t('channels.newWindow')}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The hours and reply times of the offered channels and of the forms, as a table. */
export function ChannelHours({ channels, t }: { channels: SupportChannel[]; t: TFunction }) {
  const rows = [...channels.map((c) => c.kind), 'forms' as const];
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-white/10">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <thead className="bg-night-950/70 text-gold-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-bold">{t('info.channel')}</th>
            <th scope="col" className="px-4 py-3 font-bold">{t('info.hours')}</th>
            <th scope="col" className="px-4 py-3 font-bold">{t('info.response')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10 text-mist-300">
          {rows.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="px-4 py-3 font-bold text-white">{t(`channels.${kind}.name`)}</th>
              <td className="px-4 py-3">{t(`channels.${kind}.hours`)}</td>
              <td className="px-4 py-3">{t(`channels.${kind}.response`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
