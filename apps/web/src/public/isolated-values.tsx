/**
 * `text` with each `{name}` placeholder replaced by its value, isolated left to right: a passport
 * number, reference, e-mail address or date inside a right-to-left sentence keeps its own order,
 * and the sentence's punctuation stays where the sentence puts it.
 */
export function IsolatedValues({ text, values }: { text: string; values: Readonly<Record<string, string>> }) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <bdi key={index} dir="ltr">
            {values[part] ?? `{${part}}`}
          </bdi>
        ),
      )}
    </>
  );
}
