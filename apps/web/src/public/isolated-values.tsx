/**
 * `text` with each `{name}` placeholder replaced by its value, isolated: a passport number,
 * reference, e-mail address or ISO date (`dir` ltr, the default) inside a right-to-left sentence
 * keeps its own order, and the sentence's punctuation stays where the sentence puts it. A value
 * written in the page's language, such as a date with its month's name, takes `dir="auto"`.
 */
export function IsolatedValues({
  text,
  values,
  dir = 'ltr',
}: {
  text: string;
  values: Readonly<Record<string, string>>;
  dir?: 'ltr' | 'auto';
}) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <bdi key={index} dir={dir}>
            {values[part] ?? `{${part}}`}
          </bdi>
        ),
      )}
    </>
  );
}
