const MAIL_API = process.env.MAIL_API_URL ?? `http://127.0.0.1:${process.env.MAIL_UI_PORT ?? 1080}`;

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  date: string;
}

/** Waits for the newest mail sent to the address (MailDev's REST API). */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${MAIL_API}/email`)).json()) as CaughtMail[];
    const mine = mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    if (mine.length) return mine.sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail reached ${address} within ${timeoutMs} ms`);
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${MAIL_API}/email`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}
