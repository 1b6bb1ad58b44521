/** The rows a raw statement (`db.execute(sql\`...\`)`) answered, on either engine's driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
