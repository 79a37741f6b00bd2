import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleUnhandledRejection, installUnhandledRejectionHandler, isExtensionNoise } from './unhandled-rejection';

function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unhandled rejections', () => {
  it.each([
    new Error(
      'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
    ),
    new Error('Extension context invalidated.'),
    'Extension context invalidated.',
    { message: 'The message channel closed before a response was received' },
  ])('ignores browser-extension noise: %s', (reason) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const event = rejection(reason);
    handleUnhandledRejection(event);
    expect(event.defaultPrevented).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs every other rejection and leaves it visible', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reason = new Error('500: Internal Server Error');
    const event = rejection(reason);
    handleUnhandledRejection(event);
    expect(event.defaultPrevented).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Unhandled promise rejection:', reason);
  });

  it('recognises noise only by those two phrases', () => {
    expect(isExtensionNoise(new Error('message channel closed'))).toBe(true);
    expect(isExtensionNoise(new Error('channel is open'))).toBe(false);
    expect(isExtensionNoise(undefined)).toBe(false);
  });

  it('installs on the window and uninstalls cleanly', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const uninstall = installUnhandledRejectionHandler(window);
    window.dispatchEvent(rejection(new Error('boom')));
    expect(consoleError).toHaveBeenCalledTimes(1);
    uninstall();
    window.dispatchEvent(rejection(new Error('boom again')));
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
