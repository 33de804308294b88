import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does (UTF-8, base64), and skips scripts with src', () => {
    const html =
      '<script>abc</script><script type="module" src="/a.js"></script>' +
      '<SCRIPT data-x="1">\n two("नमस्ते")\n</SCRIPT >';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='",
      "'sha256-kfzabf1jhKSYkylPWpLi/FaE5qmvjw8P+u9kfeMQY04='",
    ]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no script</p><script src="x.js"></script>')).toEqual([]);
  });
});
