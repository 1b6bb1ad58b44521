const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A salary amount as the screens show it: thousands grouped, cents only when there are any
 * ("3500" is "3,500", "3500.5" is "3,500.50"). Text that is not a plain number is shown as it is.
 */
export function formatAmount(value: string): string {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return value;
  const hasCents = /\.\d*[1-9]/.test(trimmed);
  return (hasCents ? WITH_CENTS : GROUPED).format(Number(trimmed));
}
