/** Minor units as a short figure for a chart's axis: 1.2M, ১২ লা (the currency is in the chart's title). */
export function compactAmount(locale: string, currency: string): (minorUnits: number) => string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (minorUnits) => format.format(minorUnits / 10 ** digits);
}

/** Every day from one to the other, both included (a day without sales still stands on the chart). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${from}T00:00:00Z`);
    time <= Date.parse(`${to}T00:00:00Z`);
    time += 86_400_000
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}
