import { UPLOAD_API, UPLOAD_LINK } from '@visadesk/contract/plain';
import { serverMessageOf } from '../../lib/request-failure';

/** How a file's sending goes, as its row shows it. */
export type SendProgress =
  | { kind: 'sending'; percent: number }
  | { kind: 'retrying'; attempt: number }
  | { kind: 'done'; body: unknown }
  | { kind: 'refused'; status: number; message?: string };

/** The link's proof, sent in headers: the file is the body, and no URL carries the token. */
export type LinkProof = { token: string; dob: string };

/** One try's end: an answer from the server, or none (a dropped connection, a time-out). */
type Attempt = { status: number; body: unknown } | null;

/** The pause before try `n` (from 1): 1, 2, 4, 8 s, then 15 s, so a long outage is not hammered. */
export const retryDelayMs = (attempt: number) => Math.min(15_000, 1000 * 2 ** (attempt - 1));

/** Whether an answer ends the sending (the server decided) or the file is sent again. */
export const isFinal = (status: number) => status >= 200 && status < 500 && status !== 408;

/** One PUT of the file through XMLHttpRequest, whose upload events give the progress. */
function putOnce(
  slot: string,
  file: Blob,
  proof: LinkProof,
  onPercent: (p: number) => void,
): Promise<Attempt> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', UPLOAD_API.file(slot));
    xhr.setRequestHeader(UPLOAD_LINK.tokenHeader, proof.token);
    xhr.setRequestHeader(UPLOAD_LINK.birthDateHeader, proof.dob);
    xhr.responseType = 'json';
    // A stall longer than this on a weak network is a dropped connection: try again.
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onPercent(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve(null);
    xhr.ontimeout = () => resolve(null);
    xhr.onabort = () => resolve(null);
    const form = new FormData();
    form.append('file', file, 'document.jpg');
    xhr.send(form);
  });
}

/** Waits `ms`, or less when the browser says the network is back. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Sends one file to its slot, again and again after a dropped connection or a server's passing
 * fault, until the server takes it or refuses it for a reason (a 4xx): the applicant never
 * chooses it again.
 */
export async function sendFile(
  slot: string,
  file: Blob,
  proof: LinkProof,
  report: (progress: SendProgress) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    report({ kind: 'sending', percent: 0 });
    const answer = await putOnce(slot, file, proof, (percent) => report({ kind: 'sending', percent }));
    if (answer && isFinal(answer.status)) {
      if (answer.status < 300) report({ kind: 'done', body: answer.body });
      else report({ kind: 'refused', status: answer.status, message: serverMessageOf(answer.body) });
      return;
    }
    report({ kind: 'retrying', attempt });
    await pause(retryDelayMs(attempt));
  }
}
