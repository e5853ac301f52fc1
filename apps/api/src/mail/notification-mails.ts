import { escapeHtml, layout, PRODUCT } from './account-mails.js';
import type { MailMessage } from './mailer.js';

// The digest of replies and mentions (issue 42): at most one per person per 15 minutes, with RFC 8058's
// one-click unsubscribe (`List-Unsubscribe` + `List-Unsubscribe-Post`), and a link to the page that does the
// same for a reader whose mail client has no such button.

export interface DigestItem {
  /** "grace_hopper replied to your comment" */
  headline: string;
  excerpt: string;
  link: string;
}

export function notificationDigestMail(
  to: string,
  username: string,
  items: DigestItem[],
  unsubscribe: { oneClickUrl: string; pageUrl: string },
): MailMessage {
  const title =
    items.length === 1 ? `${items[0]!.headline} on ${PRODUCT}` : `${items.length} new replies and mentions`;
  return {
    to,
    subject: title,
    logHint: items[0]?.link,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `Hi ${username},`,
      '',
      ...items.flatMap((item) => [`${item.headline}:`, `  ${item.excerpt}`, `  ${item.link}`, '']),
      `You get this mail because "Email me about replies and mentions" is on. Turn it off: ${unsubscribe.pageUrl}`,
    ].join('\n'),
    html: layout(
      title,
      `<p>Hi ${escapeHtml(username)},</p>
    ${items
      .map(
        (item) =>
          `<p><strong>${escapeHtml(item.headline)}</strong><br />${escapeHtml(item.excerpt)}<br />` +
          `<a href="${escapeHtml(item.link)}">Open it</a></p>`,
      )
      .join('\n    ')}
    <p style="font-size: 12px;">You get this mail because "Email me about replies and mentions" is on.
    <a href="${escapeHtml(unsubscribe.pageUrl)}">Unsubscribe</a></p>`,
    ),
  };
}
