import type { MailMessage } from '../../mail/mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** D51: the mail that goes with a new certificate, carrying the link to its public page. */
export function certificateMail(
  to: string,
  learnerName: string,
  courseTitle: string,
  link: string,
): MailMessage {
  const title = `Your DevLearn certificate: ${courseTitle}`;
  return {
    to,
    subject: title,
    logHint: link,
    text: [
      `Hi ${learnerName},`,
      '',
      `Congratulations: you have completed every lesson of "${courseTitle}".`,
      'Your certificate is here, to show, share or download as a PDF:',
      link,
      '',
      'Anyone with the link can verify it; no sign-in is needed.',
    ].join('\n'),
    html: `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${escapeHtml(title)}</title></head>
  <body style="font-family: Arial, sans-serif; color: #111; line-height: 1.5;">
    <h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
    <p>Hi ${escapeHtml(learnerName)},</p>
    <p>Congratulations: you have completed every lesson of &ldquo;${escapeHtml(courseTitle)}&rdquo;.</p>
    <p><a href="${escapeHtml(link)}">View your certificate</a></p>
    <p>Or paste this link into your browser: ${escapeHtml(link)}</p>
    <p>Anyone with the link can verify it; no sign-in is needed.</p>
    <p style="color: #666; font-size: 12px;">DevLearn: an online learning platform for web developers.</p>
  </body>
</html>
`,
  };
}
