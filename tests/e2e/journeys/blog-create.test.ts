import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible, toast } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';
import {
  landscapeImage,
  landscapeJpeg,
  oversizeImage,
  portraitImage,
  textFileNamedPng,
  type UploadFile,
} from '../support/test-images';

const field = {
  heading: (page: Page) => page.getByRole('textbox', { name: 'Heading', exact: true }),
  subHeading: (page: Page) => page.getByRole('textbox', { name: 'Sub Heading', exact: true }),
  category: (page: Page) => page.getByRole('textbox', { name: 'Category', exact: true }),
  image: (page: Page) => page.getByLabel('Image', { exact: true }).and(page.locator('input[type=file]')),
  content: (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true }),
};
const createPost = (page: Page) => page.getByRole('button', { name: TEXT.createPost });

/** Chooses the image and submits, so the image rules run (the form checks on submit, then on change). */
async function chooseImageAndSubmit(page: Page, file: UploadFile) {
  await field.image(page).setInputFiles(file);
  await createPost(page).click();
}

describe('create a blog', () => {
  journey('an empty form shows every required message', async ({ page }) => {
    const author = await signedUpUser('blogempty');
    await signInWithStoredSession(page, author);
    await page.goto('/dashboard/create-blog');
    await createPost(page).click();
    for (const message of [
      TEXT.headingRequired,
      TEXT.subHeadingRequired,
      TEXT.contentRequired,
      TEXT.categoryRequired,
      TEXT.imageRequired,
    ]) {
      await expectVisible(page.getByText(message, { exact: true }), `'${message}'`);
    }
    await expectPath(page, '/dashboard/create-blog');
  });

  journey('the image must be a landscape JPEG or PNG of at most 5 MB', async ({ page }) => {
    const author = await signedUpUser('blogimage');
    await signInWithStoredSession(page, author);
    await page.goto('/dashboard/create-blog');

    await chooseImageAndSubmit(page, await portraitImage());
    await expectVisible(
      page.getByText(TEXT.imageNotLandscape, { exact: true }),
      `'${TEXT.imageNotLandscape}'`,
    );

    await chooseImageAndSubmit(page, await oversizeImage());
    await expectVisible(page.getByText(TEXT.imageTooLarge, { exact: true }), `'${TEXT.imageTooLarge}'`);

    await chooseImageAndSubmit(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expectVisible(page.getByText(TEXT.imageUnsupported, { exact: true }), `'${TEXT.imageUnsupported}'`);

    // A text file named .png passes the type check by name, so its dimensions cannot be read.
    await chooseImageAndSubmit(page, textFileNamedPng());
    await expectVisible(
      page.getByText(new RegExp(`^(${TEXT.imageUnreadable}|${TEXT.imageUnsupported})$`)),
      `'${TEXT.imageUnreadable}'`,
    );

    await chooseImageAndSubmit(page, await landscapeJpeg());
    for (const message of [
      TEXT.imageNotLandscape,
      TEXT.imageTooLarge,
      TEXT.imageUnsupported,
      TEXT.imageUnreadable,
    ]) {
      expect(await page.getByText(message, { exact: true }).count()).toBe(0);
    }
  });

  journey("'Reset Content' empties the form", async ({ page }) => {
    const author = await signedUpUser('blogreset');
    await signInWithStoredSession(page, author);
    await page.goto('/dashboard/create-blog');
    await field.heading(page).fill('A heading to throw away');
    await field.subHeading(page).fill('A sub heading to throw away');
    await field.content(page).fill('Some content');
    await page.getByRole('button', { name: TEXT.resetContent }).click();
    expect(await field.heading(page).inputValue()).toBe('');
    expect(await field.subHeading(page).inputValue()).toBe('');
    expect((await field.content(page).innerText()).trim()).toBe('');
  });

  journey("a complete blog is published: toast, the blog list, then 'My Blogs'", async ({ page }) => {
    const author = await signedUpUser('blogger');
    await signInWithStoredSession(page, author);
    await page.goto('/dashboard/my-blogs');
    await page.getByRole('link', { name: TEXT.createBlogs }).click();
    await expectPath(page, '/dashboard/create-blog');

    const heading = `Shipping my first API ${Date.now()}`;
    await field.heading(page).fill(heading);
    await field
      .subHeading(page)
      .fill('What went well, what did not, and what I would do differently next time.');
    await field.category(page).fill('Node.js');
    await field.content(page).click();
    await page.keyboard.type('Start small, measure, then grow.');
    await field.image(page).setInputFiles(await landscapeImage());
    await createPost(page).click();

    await expectVisible(toast(page, TEXT.blogCreated), `'${TEXT.blogCreated}'`);
    await expectPath(page, '/dashboard/blogs');
    await page.getByRole('tab', { name: 'Latest' }).click();
    await expectVisible(page.getByRole('link', { name: new RegExp(heading) }), 'the new blog in Latest');

    await page.goto('/dashboard/my-blogs');
    await expectVisible(page.getByText(heading).first(), 'the new blog under My Blogs');
    await page
      .getByRole('link', { name: new RegExp(heading) })
      .first()
      .click();
    await expectVisible(page.getByRole('heading', { name: heading }), 'the blog detail');
    await expectVisible(page.getByText('Start small, measure, then grow.'), 'the content');
    await expectVisible(page.getByText(author.email), "the author's email");
  });
});
