import { useRef, useState } from 'react';

/** A chosen file and what is wrong with it (null: nothing); a refused file is not kept. */
export type CheckedFile = { file: File | null; error: string | null };

const NONE: CheckedFile = { file: null, error: null };

/**
 * A form's file, checked as it is chosen. The check reads the file's first bytes, so it ends a
 * moment after the choice: a save clicked in that moment would see no file yet and refuse the
 * form as if none had been chosen. `settled()` waits
 * for the latest choice's check and answers what it left, for the save to send. A later choice
 * supersedes one still being checked; `setError` shows the server's refusal of the file.
 */
export function useCheckedFile(check: (file: File | null) => Promise<string | null>) {
  const [shown, setShown] = useState<CheckedFile>(NONE);
  const current = useRef<CheckedFile>(NONE);
  const pending = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);

  function update(next: CheckedFile) {
    current.current = next;
    setShown(next);
  }

  function choose(file: File | null) {
    const choice = ++latest.current;
    pending.current = check(file).then((error) => {
      if (choice === latest.current) update({ file: error ? null : file, error });
    });
  }

  async function settled(): Promise<CheckedFile> {
    let waited: Promise<void>;
    do {
      waited = pending.current;
      await waited;
    } while (waited !== pending.current);
    return current.current;
  }

  const setError = (error: string | null) => update({ ...current.current, error });

  return { ...shown, choose, settled, setError };
}
