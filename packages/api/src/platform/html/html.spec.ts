import { describe, expect, it } from 'vitest';
import { html, SafeHtml } from './html.js';

describe('html template', () => {
  it('escapes interpolated text and attribute values', () => {
    const name = `<script>alert("x")</script>' & "`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; &amp; &quot;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; &amp; &quot;</p>',
    );
  });

  it('keeps nested templates and renders nothing for null, undefined and false', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}${null}${undefined}${false}${[html`<i>1</i>`, '<2>']}</p>`.value).toBe('<p><b>a&lt;b</b><i>1</i>&lt;2&gt;</p>');
    expect(inner).toBeInstanceOf(SafeHtml);
  });
});
