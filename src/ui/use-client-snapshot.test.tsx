import * as React from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// startTransition, watched: the browser's value must come in a transition, not in the
// synchronous re-render useSyncExternalStore forces when its server and browser values differ
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      transitions.count += 1;
      actual.startTransition(scope);
    },
  };
});

type Hooks = typeof import('./use-client-snapshot');

/** The hooks (the module keeps no state: hydration is told apart per component). */
async function freshHooks(): Promise<Hooks> {
  return import('./use-client-snapshot');
}

/** A store the browser reads (`value`), with listeners. */
function store(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Server-renders `element`, then hydrates it; `serverDone` runs between the two (to reset counts). */
async function hydrate(element: React.ReactElement, serverDone: () => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  serverDone();
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return { container, unmount: () => act(() => root!.unmount()) };
}

beforeEach(() => {
  transitions.count = 0;
});

describe('useClientSnapshot', () => {
  it("hydrates with the server's value, then renders the browser's in a transition", async () => {
    const { useClientSnapshot } = await freshHooks();
    const s = store('browser');
    const renders: string[] = [];
    function Probe() {
      const value = useClientSnapshot(s.subscribe, s.get, () => 'server');
      renders.push(value);
      return <p>{value}</p>;
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = await hydrate(<Probe />, () => (renders.length = 0));
    expect(renders).toEqual(['server', 'browser']);
    expect(container.textContent).toBe('browser');
    expect(transitions.count).toBe(1);
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    // later changes follow the store
    await act(async () => s.set('changed'));
    expect(container.textContent).toBe('changed');
    errors.mockRestore();
    await unmount();
  });

  it('re-renders nothing after hydration when the server rendered the same value', async () => {
    const { useClientSnapshot } = await freshHooks();
    const s = store('same');
    const renders: string[] = [];
    function Probe() {
      const value = useClientSnapshot(s.subscribe, s.get, () => 'same');
      renders.push(value);
      return <p>{value}</p>;
    }
    const { unmount } = await hydrate(<Probe />, () => (renders.length = 0));
    expect(renders).toEqual(['same']);
    expect(transitions.count).toBe(0);
    await unmount();
  });

  it("renders the browser's value at once when not hydrating (mounted after the page hydrated, or without server HTML)", async () => {
    const { useClientSnapshot } = await freshHooks();
    const s = store('browser');
    function Probe() {
      return <p>{useClientSnapshot(s.subscribe, s.get, () => 'server')}</p>;
    }
    const first = await hydrate(<Probe />);
    await first.unmount();
    const renders: string[] = [];
    function Later() {
      const value = useClientSnapshot(s.subscribe, s.get, () => 'server');
      renders.push(value);
      return <p>{value}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Later />));
    expect(renders).toEqual(['browser']);
    await act(async () => root.unmount());
  });
});

describe('useHydrated', () => {
  it('is false while hydrating, true after (in a transition), and true from the first render of a later mount', async () => {
    const { useHydrated } = await freshHooks();
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'client' : 'server'}</p>;
    }
    const { container, unmount } = await hydrate(<Probe />, () => (seen.length = 0));
    expect(seen).toEqual([false, true]);
    expect(container.textContent).toBe('client');
    expect(transitions.count).toBe(1);
    seen.length = 0;
    const later = createRoot(document.createElement('div'));
    await act(async () => later.render(<Probe />));
    expect(seen).toEqual([true]);
    await act(async () => later.unmount());
    await unmount();
  });
});
