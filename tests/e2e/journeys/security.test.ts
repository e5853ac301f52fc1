import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { publishBlog } from '../support/blog-setup';
import { journey } from '../support/journey-test';
import { expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';

/** Every trick sets window.__pwned (or opens a dialog) if it runs. */
const HOSTILE_CONTENT = [
  '<p>Safe paragraph stays.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<p onclick="window.__pwned = \'onclick\'" id="clickable">Click me</p>',
  '<a href="javascript:window.__pwned=\'href\'" id="js-link">A javascript: link</a>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<svg><script>window.__pwned = "svg"</script></svg>',
  '<div style="background:url(javascript:window.__pwned=1)">styled</div>',
  '<a href="https://example.com/ok" id="good-link">A fine link</a>',
].join('');

describe('hostile blog content', () => {
  journey(
    'a blog with scripts, handlers and javascript: links renders without running any of it',
    async ({ page }) => {
      const author = await signedUpUser('attacker');
      const blog = await publishBlog(author.token, {
        heading: `Hostile markup ${Date.now()}`,
        subHeading: '<script>window.__pwned = "subheading"</script> plain words',
        content: HOSTILE_CONTENT,
        blogCategory: '<img src=x onerror="window.__pwned=\'category\'">',
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      await signInWithStoredSession(page, author);
      await page.goto(`/dashboard/blogs/${blog._id}`);
      await expectVisible(page.getByText('Safe paragraph stays.'), 'the harmless part of the content');
      await expectVisible(page.getByRole('link', { name: 'A fine link' }), 'the allowed https link');

      // Try to trigger what survived: clicking the paragraph and the former javascript: link.
      await page.getByText('Click me').click();
      const jsLink = page.getByRole('link', { name: 'A javascript: link' });
      if ((await jsLink.count()) > 0) {
        expect(await jsLink.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
      }
      // Let any stray handler (onerror of a broken image) get its chance: wait for the network to go idle.
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      const content = page.locator('[data-slot="blog-content"]');
      expect(
        await content.locator('script, iframe, [onerror], [onclick], [style*="javascript"]').count(),
      ).toBe(0);
      // The sub heading and category are text: the markup shows as characters, not as elements.
      expect(await page.locator('article script').count()).toBe(0);
    },
  );
});
