import { isPluralMessage, PLURAL_CATEGORIES, type PluralMessage } from './messages.ts';

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));

const textsOf = (value: string | readonly string[] | PluralMessage): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? [...value] : Object.values(value);

const isArea = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isPluralMessage(value);

const shapeOf = (value: unknown) =>
  typeof value === 'string'
    ? 'a text'
    : Array.isArray(value)
      ? 'a list of paragraphs'
      : isPluralMessage(value)
        ? 'a plural message'
        : isArea(value)
          ? 'an area'
          : 'something else';

/**
 * What is wrong with `layer`, a locale's catalogue, against `source` (English), in words a
 * translator can act on: keys English lacks, texts of another shape, placeholders English's text
 * does not have (they would show as written), plural forms the language needs and lacks, and,
 * when `isComplete`, every key it lacks. Empty when the catalogue is right.
 */
export function catalogueProblems(
  source: unknown,
  layer: unknown,
  { locale, isComplete }: { locale: string; isComplete: boolean },
  path = '',
): string[] {
  const at = path || '(the catalogue)';
  if (layer === undefined) return missingIn(source, isComplete, path);
  if (isArea(source)) {
    if (!isArea(layer)) return [`${at} should be an area, not ${shapeOf(layer)}`];
    const extra = Object.keys(layer)
      .filter((key) => !(key in source) && !(path === '' && key === '$draft'))
      .map((key) => `${path ? `${path}.` : ''}${key} is not in English`);
    return [
      ...extra,
      ...Object.entries(source).flatMap(([key, value]) =>
        catalogueProblems(value, layer[key], { locale, isComplete }, path ? `${path}.${key}` : key),
      ),
    ];
  }
  if (shapeOf(layer) !== shapeOf(source))
    return [`${at} should be ${shapeOf(source)}, not ${shapeOf(layer)}`];
  const known = new Set(textsOf(source as string).flatMap((text) => [...placeholders(text)]));
  if (isPluralMessage(source)) known.add('count');
  const problems = textsOf(layer as string).flatMap((text) =>
    [...placeholders(text)]
      .filter((name) => !known.has(name))
      .map((name) => `${at} has {${name}}, which English's text does not`),
  );
  if (isPluralMessage(layer)) {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const lacking = PLURAL_CATEGORIES.filter(
      (category) => needed.includes(category as Intl.LDMLPluralRule) && !(category in layer),
    );
    if (lacking.length > 0) problems.push(`${at} lacks the plural forms ${lacking.join(', ')}`);
  }
  return [...new Set(problems)];
}

/** Every text under `source` a complete catalogue must have and lacks. */
function missingIn(source: unknown, isComplete: boolean, path: string): string[] {
  if (!isComplete) return [];
  if (!isArea(source)) return [`${path} is missing`];
  return Object.entries(source).flatMap(([key, value]) =>
    missingIn(value, isComplete, path ? `${path}.${key}` : key),
  );
}
