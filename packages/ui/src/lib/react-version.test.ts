import { assertSupportedReact } from './react-version';

describe('assertSupportedReact', () => {
  it('refuses React 18 with the reason', () => {
    expect(() => assertSupportedReact('18.3.1')).toThrow(
      '@pawpal/ui needs React 19 or later, found React 18.3.1: its components take `ref` as a prop',
    );
  });

  it('accepts React 19 and later, and the React under test', () => {
    expect(() => assertSupportedReact('19.0.0')).not.toThrow();
    expect(() => assertSupportedReact('20.1.0')).not.toThrow();
    expect(() => assertSupportedReact()).not.toThrow();
  });

  it('refuses a version it cannot read', () => {
    expect(() => assertSupportedReact('canary')).toThrow(/found React canary/);
  });
});
