import { describe, expect, it } from 'vitest';
import { silentDonePage } from './silentDonePage';

describe('silentDonePage', () => {
  it('posts the outcome to the parent on this origin only', () => {
    const html = silentDonePage({ ssoToken: 'abc' });
    expect(html).toContain('window.parent.postMessage({"type":"ontoweave:silent-renew","ssoToken":"abc"}, window.location.origin);');
  });

  it('cannot be made to close its script element', () => {
    const html = silentDonePage({ error: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
