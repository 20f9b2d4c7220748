// Numbers as the page shows them: rounded to significant digits in the table and on the chart's
// axes, legend and summary. The stored CSV keeps the service's full text (Download CSV sends it
// unchanged), so rounding here loses nothing.

// `value` rounded to `digits` significant digits, without trailing zeros: 0.1234567890123 →
// "0.123457". Very large or very small magnitudes take the exponent form ("1.23457e+12"), so a
// number never needs more than a table cell's width.
export function format_number(value, digits = 6) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value === 0) return '0';
  const rounded = Number(value.toPrecision(digits));
  const magnitude = Math.abs(rounded);
  if (magnitude >= 1e-4 && magnitude < 1e9) return String(rounded);
  const [mantissa, exponent] = rounded.toExponential(digits - 1).split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
  return `${trimmed}e${exponent}`;
}

// A table cell: a `number` column's text rounded; integers, dates and text as the service wrote
// them (an integer is exact, and rounding a year or an id would change it).
export function format_cell(text, dtype) {
  if (dtype !== 'number' || text === '' || text === undefined) return text ?? '';
  const v = Number(text);
  return Number.isFinite(v) ? format_number(v) : text;
}

// A range's two ends, each to `digits` digits unless that makes them equal.
export function format_range(low, high, digits = 3) {
  for (let d = digits; d <= 15; d += 3) {
    const a = format_number(low, d);
    const b = format_number(high, d);
    if (a !== b || low === high) return [a, b];
  }
  return [String(low), String(high)];
}
