import type { MailMessage } from './mailer.js';

// The mails of the account flows, in text and HTML. Links point at the web app's routes (spec section 2).

export const PRODUCT = 'DevLearn';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${escapeHtml(title)}</title></head>
  <body style="font-family: Arial, sans-serif; color: #111; line-height: 1.5;">
    <h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
    ${body}
    <p style="color: #666; font-size: 12px;">${PRODUCT}: an online learning platform for web developers.</p>
  </body>
</html>
`;
}

export function emailVerificationLink(appOrigin: string, token: string): string {
  return `${appOrigin}/auth/email-verification/${encodeURIComponent(token)}`;
}

export function verificationMail(to: string, username: string, link: string): MailMessage {
  const title = `Verify your email for ${PRODUCT}`;
  return {
    to,
    subject: title,
    logHint: link,
    text: [
      `Hi ${username},`,
      '',
      `Welcome to ${PRODUCT}! Please confirm your email address by opening this link:`,
      link,
      '',
      'The link works once and expires in 24 hours. If you did not create an account, ignore this mail.',
    ].join('\n'),
    html: layout(
      title,
      `<p>Hi ${escapeHtml(username)},</p>
    <p>Welcome to ${PRODUCT}! Please confirm your email address.</p>
    <p><a href="${escapeHtml(link)}">Verify my email</a></p>
    <p>Or paste this link into your browser: ${escapeHtml(link)}</p>
    <p>The link works once and expires in 24 hours. If you did not create an account, ignore this mail.</p>`,
    ),
  };
}

export function passwordOtpMail(to: string, otp: string): MailMessage {
  const title = `Your ${PRODUCT} password reset code`;
  return {
    to,
    subject: title,
    logHint: `OTP ${otp}`,
    text: [
      `Your code to reset your ${PRODUCT} password is: ${otp}`,
      '',
      'It expires in 10 minutes. If you did not ask to reset your password, ignore this mail.',
    ].join('\n'),
    html: layout(
      title,
      `<p>Your code to reset your ${PRODUCT} password is:</p>
    <p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(otp)}</p>
    <p>It expires in 10 minutes. If you did not ask to reset your password, ignore this mail.</p>`,
    ),
  };
}

/** D36: the link that confirms a new address goes to that address. */
export function emailChangeMail(to: string, username: string, link: string): MailMessage {
  const title = `Confirm your new email for ${PRODUCT}`;
  return {
    to,
    subject: title,
    logHint: link,
    text: [
      `Hi ${username},`,
      '',
      `Someone asked to make this address the sign-in email of the ${PRODUCT} account "${username}".`,
      'If it was you, open this link to confirm it:',
      link,
      '',
      'The link works once and expires in 24 hours. If it was not you, ignore this mail: nothing changes.',
    ].join('\n'),
    html: layout(
      title,
      `<p>Hi ${escapeHtml(username)},</p>
    <p>Someone asked to make this address the sign-in email of the ${PRODUCT} account
    "${escapeHtml(username)}". If it was you, confirm it:</p>
    <p><a href="${escapeHtml(link)}">Confirm my new email</a></p>
    <p>Or paste this link into your browser: ${escapeHtml(link)}</p>
    <p>The link works once and expires in 24 hours. If it was not you, ignore this mail: nothing changes.</p>`,
    ),
  };
}

/** ADR 0052: the old address hears of a change, so a stolen session cannot move the account quietly. */
export function emailChangeNoticeMail(to: string, username: string, newEmail: string): MailMessage {
  const title = `Your ${PRODUCT} email is being changed`;
  const advice =
    'If you did not ask for this, reset your password now: the change only happens when the new address ' +
    'confirms it, and until then this address still signs in.';
  return {
    to,
    subject: title,
    logHint: `email change to ${newEmail}`,
    text: [
      `Hi ${username},`,
      '',
      `A change of your sign-in email to ${newEmail} was requested.`,
      advice,
    ].join('\n'),
    html: layout(
      title,
      `<p>Hi ${escapeHtml(username)},</p>
    <p>A change of your sign-in email to <strong>${escapeHtml(newEmail)}</strong> was requested.</p>
    <p>${escapeHtml(advice)}</p>`,
    ),
  };
}
