import { type ServerMessage } from '@pawpal/contract';
import * as React from 'react';
import { reportSessionEnded } from '../data/session-ended';
import { LiveConnection, type LiveConnectionOptions, type LiveState } from './live-connection';

type Listener = (message: ServerMessage) => void;

interface LiveContextValue {
  state: LiveState;
  subscribe: (listener: Listener) => () => void;
}

const noopSubscribe = () => () => {};
const LiveContext = React.createContext<LiveContextValue>({ state: 'disconnected', subscribe: noopSubscribe });

export interface LiveProviderProps {
  /** The signed-in user; null means no connection. */
  userId: string | null | undefined;
  /** Test seams (fake socket, reconnect scheduling, location). */
  connectionOptions?: Omit<LiveConnectionOptions, 'userId' | 'onMessage' | 'onStateChange' | 'onSessionEnded'>;
  children: React.ReactNode;
}

/** Holds the signed-in user's live connection and hands its messages to subscribers. */
export function LiveProvider({ userId, connectionOptions, children }: LiveProviderProps) {
  const [state, setState] = React.useState<LiveState>('disconnected');
  const listeners = React.useRef(new Set<Listener>());
  const options = React.useRef(connectionOptions);
  options.current = connectionOptions;

  React.useEffect(() => {
    if (!userId) return undefined;
    const connection = new LiveConnection({
      ...options.current,
      userId,
      onStateChange: setState,
      onSessionEnded: reportSessionEnded,
      onMessage: (message) => {
        for (const listener of [...listeners.current]) {
          try {
            listener(message);
          } catch (error) {
            console.error('Live message handler failed', error);
          }
        }
      },
    });
    connection.start();
    return () => connection.stop();
  }, [userId]);

  const subscribe = React.useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const value = React.useMemo(() => ({ state, subscribe }), [state, subscribe]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** Connected or not. */
export function useLiveState(): LiveState {
  return React.useContext(LiveContext).state;
}

/** Calls `handler` for every server message while the component is mounted. */
export function useLiveMessages(handler: Listener): void {
  const { subscribe } = React.useContext(LiveContext);
  const latest = React.useRef(handler);
  React.useEffect(() => {
    latest.current = handler;
  });
  React.useEffect(() => subscribe((message) => latest.current(message)), [subscribe]);
}
