import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { likeBlogThroughApi, publishBlog, sampleDraft } from '../support/blog-setup';
import { holdTheAppsCode, waitUntilTheAppRuns } from '../support/hold-app';
import { journey, openSecondContext } from '../support/journey-test';
import { expectHidden, expectPath, expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

/** The blog cards of the open tab, in order. */
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const blogLikeToggle = (page: Page) => page.getByRole('button', { name: /^Liked? this blog, \d+ likes?$/ });

describe('blog lists', () => {
  journey(
    'the trending cards are in the HTML the server rendered, before the app has run, and the app keeps them',
    async ({ page }) => {
      const author = await signedUpUser('first-paint-blogs');
      await publishBlog(author.token, sampleDraft(`First paint ${Date.now()}`));
      await signInWithStoredSession(page, author);
      const releaseApp = await holdTheAppsCode(page);
      await page.goto('/dashboard/blogs', { waitUntil: 'commit' });
      const early = cards(page);
      await expectVisible(early.first().getByRole('heading'), 'the server-rendered first card');
      await expect
        .poll(() =>
          early
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      const heading = await early.first().getByRole('heading').innerText();
      await expectVisible(early.first().locator('time'), "the first card's byline with its date");

      releaseApp();
      await waitUntilTheAppRuns(page);
      expect(await cards(page).first().getByRole('heading').innerText()).toBe(heading);
    },
  );

  journey("Latest pages 6 at a time with 'Show more'; Favorites starts empty", async ({ page }) => {
    const author = await signedUpUser('pager');
    const stamp = Date.now();
    const headings = Array.from({ length: 7 }, (_, index) => `Paging note ${index + 1} ${stamp}`);
    for (const heading of headings) await publishBlog(author.token, sampleDraft(heading));
    await signInWithStoredSession(page, author);
    await page.goto('/dashboard/blogs');
    await expectVisible(page.getByRole('heading', { name: TEXT.blogsHeading }), `'${TEXT.blogsHeading}'`);

    await page.getByRole('tab', { name: 'Latest' }).click();
    await expectVisible(cards(page).first(), 'the latest blogs');
    await expect.poll(() => cards(page).count()).toBe(6);
    // Newest first. Other journeys may publish meanwhile, so compare only the order of this journey's notes.
    const orderOfNotes = async () => {
      const texts = await cards(page).allInnerTexts();
      return headings
        .map((heading) => texts.findIndex((text) => text.includes(heading)))
        .filter((index) => index >= 0);
    };
    const firstPage = await orderOfNotes();
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    const showMore = page.getByRole('button', { name: TEXT.showMore });
    await showMore.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(6);
    await expectVisible(page.getByText(headings[0]!).first(), 'the oldest note after Show more');
    const bothPages = await orderOfNotes();
    expect(bothPages).toHaveLength(7);
    expect(bothPages).toEqual([...bothPages].sort((a, b) => b - a));

    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expectVisible(page.getByText(TEXT.noBlogs), `'${TEXT.noBlogs}'`);
    expect(await page.getByRole('button', { name: TEXT.showMore }).count()).toBe(0);
  });

  journey('Trending leads with the most liked blog; a liked blog shows under Favorites', async ({ page }) => {
    const author = await signedUpUser('trendy');
    const fans = [await signedUpUser('fan1'), await signedUpUser('fan2')];
    const hit = await publishBlog(author.token, sampleDraft(`Trending hit ${Date.now()}`));
    for (const fan of fans) await likeBlogThroughApi(fan.token, hit._id);
    await likeBlogThroughApi(author.token, hit._id);

    await signInWithStoredSession(page, fans[0]!);
    await page.goto('/dashboard/blogs');
    await expectVisible(cards(page).first(), 'the trending blogs');
    expect(await cards(page).first().innerText()).toContain(hit.heading);

    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expectVisible(page.getByRole('tabpanel').getByText(hit.heading), 'the liked blog under Favorites');
  });

  journey(
    'a blog page is in the HTML the server rendered, heading, cover and article, before the app has run',
    async ({ page }) => {
      const author = await signedUpUser('first-paint-blog');
      const blog = await publishBlog(author.token, {
        ...sampleDraft(`Painted <early> & "escaped" ${Date.now()}`),
        blogCategory: 'Career',
      });
      await signInWithStoredSession(page, author);
      const releaseApp = await holdTheAppsCode(page);
      await page.goto(`/dashboard/blogs/${blog._id}`, { waitUntil: 'commit' });
      // The heading is text, as typed: the server's HTML escapes it.
      const heading = page.getByRole('heading', { level: 1, name: blog.heading });
      await expectVisible(heading, 'the server-rendered heading');
      const cover = page.locator('[data-slot="blog-detail"] img');
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expectVisible(page.locator('[data-slot="blog-content"]'), 'the server-rendered article');

      releaseApp();
      await waitUntilTheAppRuns(page);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    },
  );

  journey(
    'the blog page shows date, category, author, image, sub heading paragraphs of 100 words and content',
    async ({ page }) => {
      const author = await signedUpUser('detailauthor');
      const words = Array.from({ length: 150 }, (_, index) => `word${index + 1}`);
      const blog = await publishBlog(author.token, {
        heading: `Anatomy of a post ${Date.now()}`,
        subHeading: words.join(' '),
        content:
          '<h2>Section</h2><p>Body with <strong>bold</strong> text.</p><ul><li>one</li><li>two</li></ul>',
        blogCategory: 'Career',
      });
      await signInWithStoredSession(page, author);
      await page.goto(`/dashboard/blogs/${blog._id}`);
      const article = page.getByRole('article');
      await expectVisible(article.getByRole('heading', { name: blog.heading, level: 1 }), 'the heading');
      const longDate = new Date(blog.createdAt).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      await expectVisible(article.getByText(longDate), `the date ${longDate}`);
      await expectVisible(article.getByText('Career', { exact: true }), 'the category');
      await expectVisible(article.getByText(author.username, { exact: true }), "the author's username");
      await expectVisible(article.getByText(author.email, { exact: true }), "the author's email");
      await expectVisible(
        article.locator(`img[src*="${blog.blogImage.url.split('/').at(-1)}"]`),
        'the blog image',
      );
      // The sub heading is split every 100 words: word1..word100, then word101..word150.
      await expectVisible(article.getByText(/^word1 word2 .* word100$/), 'the first 100-word paragraph');
      await expectVisible(article.getByText(/^word101 .* word150$/), 'the rest in a second paragraph');
      await expectVisible(article.getByRole('heading', { name: 'Section', level: 2 }), 'the content heading');
      await expectVisible(article.getByRole('listitem').filter({ hasText: 'two' }), 'the content list');
      expect(await article.locator('strong', { hasText: 'bold' }).count()).toBe(1);
      await article.getByRole('link', { name: TEXT.backToBlogs }).click();
      await expectPath(page, '/dashboard/blogs');
    },
  );

  journey('a blog like toggles at once and survives a reload', async ({ page }) => {
    const author = await signedUpUser('likedauthor');
    const blog = await publishBlog(author.token, sampleDraft(`Like me ${Date.now()}`));
    const reader = await signedUpUser('liker');
    await signInWithStoredSession(page, reader);
    await page.goto(`/dashboard/blogs/${blog._id}`);
    await expectVisible(page.getByRole('heading', { name: blog.heading }), 'the blog');
    expect(await blogLikeToggle(page).getAttribute('aria-label')).toBe('Like this blog, 0 likes');
    // The toggle answers at once (optimistic); the reload waits for the server to have stored the like.
    const stored = page.waitForResponse(
      (r) => r.url().includes('/api/v1/b/likes/') && r.request().method() !== 'GET',
    );
    await blogLikeToggle(page).click();
    await expect.poll(() => blogLikeToggle(page).getAttribute('aria-label')).toBe('Liked this blog, 1 like');
    expect((await stored).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => blogLikeToggle(page).getAttribute('aria-label')).toBe('Liked this blog, 1 like');
    expect(await blogLikeToggle(page).getAttribute('aria-pressed')).toBe('true');
  });

  journey("only the author sees 'Delete Blog'; deleting returns to the list", async ({ page, browser }) => {
    const author = await signedUpUser('deleter');
    const blog = await publishBlog(author.token, sampleDraft(`Short lived ${Date.now()}`));
    const stranger = await signedUpUser('stranger');

    const strangerContext = await openSecondContext(browser);
    const strangerPage = await strangerContext.newPage();
    await signInWithStoredSession(strangerPage, stranger);
    await strangerPage.goto(`/dashboard/blogs/${blog._id}`);
    await expectVisible(
      strangerPage.getByRole('heading', { name: blog.heading }),
      'the blog, for a stranger',
    );
    await expectVisible(strangerPage.getByRole('link', { name: TEXT.backToBlogs }), `'${TEXT.backToBlogs}'`);
    expect(await strangerPage.getByRole('button', { name: TEXT.deleteBlog }).count()).toBe(0);
    await strangerContext.close();

    await signInWithStoredSession(page, author);
    await page.goto(`/dashboard/blogs/${blog._id}`);
    await page.getByRole('button', { name: TEXT.deleteBlog }).click();
    await expectPath(page, '/dashboard/blogs');
    await page.getByRole('tab', { name: 'Latest' }).click();
    await expectVisible(cards(page).first().or(page.getByText(TEXT.noBlogs)), 'the latest list');
    await expectHidden(page.getByText(blog.heading), 'the deleted blog');
  });
});
