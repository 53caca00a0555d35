/** Line icons of the chat window (currentColor, aria-hidden); the control around names them. */
const PATHS = {
  chat: (
    <>
      <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <path d="M15.5 5.2a3 3 0 0 1 0 5.6M17.5 14.3c1.7.6 2.7 2.1 3 4.7" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M10.3 3.6l-.5 2.1a6.5 6.5 0 0 0-1.9 1.1l-2.1-.6-1.7 3 1.6 1.5a6.6 6.6 0 0 0 0 2.2l-1.6 1.5 1.7 3 2.1-.6c.6.5 1.2.8 1.9 1.1l.5 2.1h3.4l.5-2.1a6.5 6.5 0 0 0 1.9-1.1l2.1.6 1.7-3-1.6-1.5a6.6 6.6 0 0 0 0-2.2l1.6-1.5-1.7-3-2.1.6a6.5 6.5 0 0 0-1.9-1.1l-.5-2.1z" />
    </>
  ),
  send: <path d="M4 12l16-8-6 16-2.5-6.5z M11.5 13.5L20 4" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  back: <path d="M15 5l-7 7 7 7" />,
  collapse: <path d="M6 9l6 6 6-6" />,
  megaphone: (
    <>
      <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1z" />
      <path d="M17 9a4 4 0 0 1 0 6M8 15l1 4" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  system: (
    <>
      <path d="M12 3l8 3v5c0 5-3.4 8.5-8 10-4.6-1.5-8-5-8-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
    </>
  ),
  replay: (
    <>
      <path d="M4 12a8 8 0 1 0 2.3-5.7L4 8.5" />
      <path d="M4 4v4.5h4.5M10 9l5 3-5 3z" />
    </>
  ),
  gamepad: (
    <>
      <rect x="3" y="7" width="18" height="11" rx="4" />
      <path d="M8 10.5v4M6 12.5h4M15.5 11.5h.01M17.5 13.5h.01" />
    </>
  ),
  vault: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 8.5V7M12 17v-1.5M15.5 12H17M7 12h1.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 4l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  arrowDown: <path d="M12 5v14M5 12l7 7 7-7" />,
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
} as const;

export type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, className = 'h-5 w-5' }: { name: ChatIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
