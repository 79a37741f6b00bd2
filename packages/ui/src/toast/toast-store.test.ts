import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../constants';
import { dismissToast, getToastState, notificationToast, resetToasts, toast, toastReducer, type ToasterToast } from './toast-store';

const make = (id: string, open = true): ToasterToast => ({ id, title: `Toast ${id}`, open });

describe('toastReducer', () => {
  it('keeps at most TOAST_LIMIT toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Renamed' } });
    expect(state.toasts[0]?.title).toBe('Renamed');
  });

  it('dismissing closes the toast but keeps it', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([expect.objectContaining({ id: '1', open: false })]);
  });

  it('dismissing without an id closes every toast', () => {
    const state = toastReducer({ toasts: [make('1'), make('2')] }, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });

  it('removes one toast by id, or all', () => {
    expect(toastReducer({ toasts: [make('1'), make('2')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(toastReducer({ toasts: [make('1'), make('2')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('replaces the shown toast with a new one', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id: second.id, title: 'Second', open: true })]);
  });

  it('removes a dismissed toast 1,000,000 ms later (spec), not before', () => {
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('closes through onOpenChange(false), as Radix does after the duration or a swipe', () => {
    toast({ title: 'Swiped' });
    getToastState().toasts[0]?.onOpenChange?.(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('schedules one removal per toast however often it is dismissed', () => {
    const shown = toast({ title: 'Twice' });
    shown.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);
    shown.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('updates a shown toast through its handle', () => {
    const shown = toast({ title: 'Uploading' });
    shown.update({ title: 'Uploaded', variant: 'default' });
    expect(getToastState().toasts[0]).toEqual(expect.objectContaining({ id: shown.id, title: 'Uploaded', open: true }));
  });

  it('shows notification toasts for 4000 ms (spec)', () => {
    notificationToast({ title: 'New message' });
    expect(getToastState().toasts[0]?.duration).toBe(4000);
  });
});
