/** Distinct statements named per process; past this, statements stay unnamed (parsed each time). */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Names for statements by their text, so the database parses and plans each one once. Both
 * engines' clients use it; only statements with parameters are worth a name (migrations and
 * one-off SQL would otherwise accumulate).
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known || this.#names.size >= MAX_NAMED_STATEMENTS) return known;
    const name = `visadesk_${this.#names.size}`;
    this.#names.set(text, name);
    return name;
  }
}
