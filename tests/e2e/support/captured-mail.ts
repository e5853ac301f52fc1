/** One message the local SMTP server received, as the mailbox hands it to the tests. */
export interface CapturedMail {
  /** Lower-case recipient addresses (envelope and To header). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}
