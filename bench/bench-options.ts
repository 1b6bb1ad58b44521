import { parseArgs } from 'node:util';

/** An option's default: a number, a text, a flag (false), or `undefined` for a text with none. */
type OptionDefaults = Record<string, number | string | boolean | undefined>;

type BenchOptions<D extends OptionDefaults> = {
  [K in keyof D]: D[K] extends number
    ? number
    : D[K] extends boolean
      ? boolean
      : D[K] extends string
        ? string
        : string | undefined;
};

/**
 * A bench's command line, `--name value` and `--flag`: each option has the type of its default, so a
 * number arrives as a number. A number option given something else stops the bench at once,
 * naming it, instead of seeding or measuring with NaN.
 */
export function benchOptions<const D extends OptionDefaults>(
  defaults: D,
  args: string[] = process.argv.slice(2),
): BenchOptions<D> {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      typeof value === 'boolean'
        ? { type: 'boolean' as const, default: value }
        : { type: 'string' as const, default: value === undefined ? undefined : String(value) },
    ]),
  );
  const { values } = parseArgs({ args, options });
  return Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => {
      const given = values[name];
      if (typeof value !== 'number') return [name, given];
      const number = Number(given);
      if (given === '' || !Number.isFinite(number))
        throw new Error(`--${name} takes a number, not "${given}"`);
      return [name, number];
    }),
  ) as BenchOptions<D>;
}
