/**
 * The English words of the mails an applicant gets whose text is not the office's to edit: the
 * one-time code and the upload link. Apart from EN, since no page shows them: the browser's words
 * stay as small as they were; each locale's catalogue file holds their translation under `mails`.
 */
export const EN_MAILS = {
  /** The one-time code before the documents. */
  code: {
    subject: '{site}: your code to see your documents',
    yourCode: 'Your code is: {code}',
    enter: {
      one: 'Enter it on the status page to see and print your documents. It is valid for {count} minute.',
      other: 'Enter it on the status page to see and print your documents. It is valid for {count} minutes.',
    },
    ignore: 'If you did not ask for it, you can ignore this mail: nobody can see your documents without it.',
  },
  /** The link staff send for missing documents. */
  uploadLink: {
    subject: '{site}: please send your documents',
    greeting: 'Hello {name},',
    needs: '{site} needs these documents for your application:',
    open: 'Open this link on your phone to take a photo of each one, or to choose a file:',
    works: {
      one: 'The link works for {count} day, and only for these documents. You will be asked for your date of birth.',
      other:
        'The link works for {count} days, and only for these documents. You will be asked for your date of birth.',
    },
    ignore: 'If you did not expect this mail, you can ignore it.',
  },
};
