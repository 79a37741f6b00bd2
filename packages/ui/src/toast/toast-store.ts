'use client';

/**
 * The app-wide toast queue (shadcn-style): a pure reducer plus a small module-level store, so
 * `toast()` works from anywhere (event handlers, data hooks) and <Toaster/> renders the result.
 */
import * as React from 'react';
import { NOTIFICATION_TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../constants';
import type { ToastActionElement, ToastVariant } from './Toast';

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A <ToastAction altText="…"> element. */
  action?: ToastActionElement;
  variant?: ToastVariant;
  /** Display time (ms); defaults to the provider's TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions. Newest first; at most TOAST_LIMIT (a new toast replaces the old). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { ...state, toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return { ...state, toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
    default:
      return action satisfies never;
  }
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const listeners = new Set<(state: ToastState) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let memoryState: ToastState = { toasts: [] };

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

/** Apply an action to the shared store; a dismissed toast is removed TOAST_REMOVE_DELAY_MS later. */
export function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/** Show a toast; returns its id and functions to dismiss or update it. */
export function toast(options: ToastOptions): ToastHandle {
  const id = genId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: ToastOptions) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** A toast for an in-app notification: shown for NOTIFICATION_TOAST_DURATION_MS (4 s). */
export function notificationToast(options: ToastOptions): ToastHandle {
  return toast({ duration: NOTIFICATION_TOAST_DURATION_MS, ...options });
}

/** Dismiss one toast by id, or all of them. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/** The current toasts (outside React). */
export function getToastState(): ToastState {
  return memoryState;
}

/** Empty the store and cancel pending removals (tests and stories start clean). */
export function resetToasts(): void {
  removeTimeouts.forEach((timeout) => clearTimeout(timeout));
  removeTimeouts.clear();
  memoryState = { toasts: [] };
  listeners.forEach((listener) => listener(memoryState));
}

function subscribe(listener: (state: ToastState) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current toasts, and functions to show and dismiss them. */
export function useToast(): { toasts: ToasterToast[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const state = React.useSyncExternalStore(subscribe, getToastState, getToastState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
