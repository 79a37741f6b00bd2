import type { ServerMessage } from '@pawpal/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket, fakeLiveOptions } from '../notifications/test-helpers';
import { LiveProvider, useLiveMessages, useLiveState } from './LiveProvider';

function Probe({ onMessage }: { onMessage: (message: ServerMessage) => void }) {
  useLiveMessages(onMessage);
  return <output data-testid="state">{useLiveState()}</output>;
}

describe('LiveProvider', () => {
  it('connects for a signed-in user, reports the state and hands messages to subscribers', () => {
    FakeSocket.reset();
    const onMessage = vi.fn();
    const { unmount } = render(
      <LiveProvider userId="u1" connectionOptions={fakeLiveOptions}>
        <Probe onMessage={onMessage} />
      </LiveProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(screen.getByTestId('state')).toHaveTextContent('connected');
    act(() => socket.receive({ type: 'counts', unreadMessages: 1 }));
    expect(onMessage).toHaveBeenCalledWith({ type: 'counts', unreadMessages: 1 });

    const close = vi.spyOn(socket, 'close');
    unmount();
    expect(close).toHaveBeenCalledWith(1000);
  });

  it('opens nothing while signed out', () => {
    FakeSocket.reset();
    render(
      <LiveProvider userId={null} connectionOptions={fakeLiveOptions}>
        <Probe onMessage={() => {}} />
      </LiveProvider>,
    );
    expect(FakeSocket.instances).toHaveLength(0);
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
  });

  it('keeps delivering to the other subscribers when one handler throws, and logs it', () => {
    FakeSocket.reset();
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    render(
      <LiveProvider userId="u1" connectionOptions={fakeLiveOptions}>
        <Probe
          onMessage={() => {
            throw new Error('boom');
          }}
        />
        <Probe onMessage={second} />
      </LiveProvider>,
    );
    act(() => FakeSocket.latest().open());
    act(() => FakeSocket.latest().receive({ type: 'ready', userId: 'u1' }));
    expect(second).toHaveBeenCalledOnce();
    expect(errorLog).toHaveBeenCalledWith('Live message handler failed', expect.any(Error));
  });
});
