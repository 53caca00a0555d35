import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { gridColumns } from './grid-columns';
import { useViewportValue } from './use-viewport-value';

function setWidth(width: number) {
  window.innerWidth = width;
}

/** Server-renders <Probe> (serverValue as its guess), hydrates it at `width`, and counts renders. */
async function hydrateAt(width: number, serverGuess: number) {
  const renders: number[] = [];
  function Probe() {
    const columns = useViewportValue(gridColumns, serverGuess);
    renders.push(columns);
    return <p data-columns={columns}>{columns}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  renders.length = 0;
  setWidth(width);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Probe />);
  });
  return { renders, container, unmount: () => act(() => root!.unmount()) };
}

describe('useViewportValue', () => {
  it('re-renders nothing after hydration when the server guessed the value right', async () => {
    const { renders, unmount } = await hydrateAt(412, 1);
    expect(renders).toEqual([1]);
    await unmount();
  });

  it('re-renders with the browser value when the guess was wrong, and follows resizes', async () => {
    const { renders, container, unmount } = await hydrateAt(1280, 1);
    expect(renders).toEqual([1, 4]);
    expect(container.querySelector('p')!.dataset.columns).toBe('4');
    setWidth(700);
    await act(async () => window.dispatchEvent(new Event('resize')));
    expect(container.querySelector('p')!.dataset.columns).toBe('2');
    await unmount();
  });
});
