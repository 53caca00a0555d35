/**
 * When the desktop submenus open and close, under a mouse, clicks and the keyboard together:
 * - hovering an entry opens its submenu after `openDelay` (a pointer passing over does not
 *   flash it); while one is open, hovering the next entry switches at once;
 * - leaving closes it after `closeDelay` (crossing the gap to the panel keeps it open);
 * - a click on the chevron toggles a pinned submenu: closed → pinned open; open under the
 *   pointer → pinned (never shut under the pointer that just opened it); pinned → closed, and
 *   hovering does not reopen it until the pointer has left the entry;
 * - a pinned submenu stays when the pointer leaves; `close()` (Escape, an outside click, an
 *   entry chosen, focus gone) closes any.
 * Plain TypeScript with timers, driven by the component and tested with fake timers.
 */

/** The open submenu: which entry, and whether a click pinned it. */
export type OpenMenu = { label: string; pinned: boolean } | null;

export interface MenuIntentOptions {
  onChange: (open: OpenMenu) => void;
  openDelay?: number;
  closeDelay?: number;
}

export const MENU_OPEN_DELAY_MS = 120;
export const MENU_CLOSE_DELAY_MS = 250;

export class MenuIntent {
  private current: OpenMenu = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Closed by a click while hovered: hover leaves it closed until the pointer leaves. */
  private suppressed: string | null = null;
  private readonly openDelay: number;
  private readonly closeDelay: number;

  constructor(private readonly options: MenuIntentOptions) {
    this.openDelay = options.openDelay ?? MENU_OPEN_DELAY_MS;
    this.closeDelay = options.closeDelay ?? MENU_CLOSE_DELAY_MS;
  }

  get open(): OpenMenu {
    return this.current;
  }

  /** The mouse entered an entry (or its panel). */
  enter(label: string): void {
    this.cancel();
    if (this.suppressed === label || this.current?.label === label) return;
    if (this.current) this.set({ label, pinned: false });
    else this.timer = setTimeout(() => this.set({ label, pinned: false }), this.openDelay);
  }

  /** The mouse left an entry. */
  leave(label: string): void {
    if (this.suppressed === label) this.suppressed = null;
    this.cancel();
    if (this.current?.label === label && !this.current.pinned) this.timer = setTimeout(() => this.set(null), this.closeDelay);
  }

  /** The chevron was clicked (or pressed with Enter / Space). */
  toggle(label: string): void {
    this.cancel();
    if (this.current?.label === label && this.current.pinned) {
      this.suppressed = label;
      this.set(null);
    } else {
      this.suppressed = null;
      this.set({ label, pinned: true });
    }
  }

  /** Keyboard focus came into an entry: its submenu opens (pinned, so the mouse does not shut it). */
  focus(label: string): void {
    this.cancel();
    if (this.current?.label !== label) this.set({ label, pinned: true });
  }

  /** Closes whatever is open, now. */
  close(): void {
    this.cancel();
    this.set(null);
  }

  /** Stops pending timers (unmount). */
  dispose(): void {
    this.cancel();
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(next: OpenMenu): void {
    if (next?.label === this.current?.label && next?.pinned === this.current?.pinned) return;
    this.current = next;
    this.options.onChange(next);
  }
}
