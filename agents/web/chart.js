// The current version's chart with uPlot (one small dependency, canvas drawing: 20,000 points are
// built and drawn in 8-17 ms in the browser test, docs/page.md). It draws what the version's plot
// spec says (docs/api.md): x a column or the row number (null), one or more y columns, and a kind
// (line, points, bars, area). A text x column is a list of categories: the row's place on the axis,
// its name as the tick label. Under the chart a caption says in words what it shows.
import uPlot from './vendor/uPlot.esm.js';
import { count } from './texts.js';
import { format_number, format_range } from './numbers.js';

const numeric = new Set(['integer', 'number']);
const temporal = new Set(['date', 'datetime']);
export const kinds = ['line', 'points', 'bars', 'area'];
const kind_words = { line: 'Line', points: 'Scatter', bars: 'Bar', area: 'Area' };

function value_of(text, dtype) {
  if (text === '' || text === undefined) return null;
  if (temporal.has(dtype)) {
    const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isFinite(ms) ? ms / 1000 : null;
  }
  const v = Number(text);
  return Number.isFinite(v) ? v : null;
}

// A theme colour as the browser resolves it now (the variables hold light-dark() pairs, which only
// a property that uses them resolves).
function css(name) {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = `var(${name})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

function translucent(colour, alpha) {
  const [r, g, b] = colour.match(/\d+(\.\d+)?/g).map(Number);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

// Columns a y can be: numbers. Columns an x can be: any (a text column as categories).
export function y_columns(columns) {
  return columns.filter((c) => numeric.has(c.dtype));
}

// The page's own choice when a version has no plot spec (a service without one): the first number
// or date column against the second, a line when x rises, else points.
export function default_plot(columns, rows) {
  const usable = columns.map((c, index) => ({ ...c, index }))
    .filter((c) => numeric.has(c.dtype) || temporal.has(c.dtype));
  const ys = usable.filter((c) => numeric.has(c.dtype));
  if (ys.length === 0) return null;
  if (usable.length === 1) return { x: null, y: [ys[0].name], kind: 'line' };
  const x = usable[0];
  const y = ys.find((c) => c.name !== x.name) ?? ys[0];
  let rising = true;
  let previous = -Infinity;
  for (const row of rows) {
    const v = value_of(row[x.index], x.dtype);
    if (v === null) continue;
    if (v < previous) {
      rising = false;
      break;
    }
    previous = v;
  }
  return { x: x.name, y: [y.name], kind: rising ? 'line' : 'points' };
}

function range(values) {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v === null) continue;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return low <= high ? [low, high] : null;
}

function date_text(seconds) {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

// A column as the chart names it: with its unit when the paste carried one ("price ($)", "rate (%)").
function titled(c) {
  return c.unit ? `${c.name} (${c.unit})` : c.name;
}

function list_words(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export class chart_view {
  // `figure` holds the data attributes the browser test reads; uPlot draws into `target`;
  // `caption` is the figure's text summary.
  constructor(figure, target, caption) {
    this.figure = figure;
    this.target = target;
    this.caption = caption;
    this.plot = null;
    this.last = null;
    new ResizeObserver(() => this.resize()).observe(figure);
  }

  clear() {
    if (this.plot) this.plot.destroy();
    this.plot = null;
    this.last = null;
    this.figure.hidden = true;
    this.caption.textContent = '';
    this.figure.removeAttribute('data-points');
    this.figure.removeAttribute('data-kind');
  }

  // Wide enough for the axes, and at least 240 px high on a phone (docs/page.md).
  size() {
    const width = Math.max(200, Math.floor(this.figure.clientWidth));
    return { width, height: Math.max(240, Math.min(360, Math.round(width * 0.5))) };
  }

  resize() {
    if (this.plot && this.figure.clientWidth > 0) this.plot.setSize(this.size());
  }

  // Draws `spec` ({x, y, kind}) over `rows` (arrays of text) whose columns are `columns`
  // ({name, dtype} in the CSV's order). False when the spec names nothing drawable.
  draw(rows, columns, spec) {
    const started = performance.now();
    this.clear();
    const column = (name) => {
      const index = columns.findIndex((c) => c.name === name);
      return index < 0 ? null : { ...columns[index], index };
    };
    const ys = spec.y.map(column).filter((c) => c !== null && numeric.has(c.dtype));
    if (ys.length === 0) return false;
    const x = spec.x === null ? null : column(spec.x);
    if (spec.x !== null && x === null) return false;
    const kind = kinds.includes(spec.kind) ? spec.kind : 'line';
    this.last = { rows, columns, spec };
    this.figure.hidden = false;

    const categories = x !== null && !numeric.has(x.dtype) && !temporal.has(x.dtype);
    const indexed = x === null || categories;
    let xs = [];
    let labels = [];
    let series = ys.map(() => []);
    rows.forEach((row, i) => {
      const a = indexed ? (x === null ? i + 1 : i) : value_of(row[x.index], x.dtype);
      if (a === null) return;
      xs.push(a);
      if (categories) labels.push(row[x.index] ?? '');
      ys.forEach((c, s) => series[s].push(value_of(row[c.index], c.dtype)));
    });
    // uPlot needs x in order; the drawing is the same for points, and a line is drawn along x.
    let rising = true;
    for (let i = 1; i < xs.length && rising; i++) rising = xs[i] >= xs[i - 1];
    if (!rising) {
      const order = xs.map((_, i) => i).sort((i, j) => xs[i] - xs[j]);
      xs = order.map((i) => xs[i]);
      series = series.map((values) => order.map((i) => values[i]));
    }

    const x_name = x === null ? 'row' : titled(x);
    const time = x !== null && temporal.has(x.dtype);
    const axis = { stroke: css('--muted'), grid: { stroke: css('--grid'), width: 1 },
      ticks: { stroke: css('--grid'), width: 1 } };
    const numbers = (u, splits) => splits.map((v) => (v === null ? '' : format_number(v)));
    const x_axis = { ...axis, label: x_name };
    if (categories) {
      // One tick per category while they fit (about 70 px each), else every k-th.
      x_axis.splits = (u, axis_index, min, max) => {
        const fit = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 70));
        const step = Math.max(1, Math.ceil(xs.length / fit));
        const out = [];
        for (let i = Math.max(0, Math.ceil(min)); i <= max && i < xs.length; i += step) out.push(i);
        return out;
      };
      x_axis.values = (u, splits) => splits.map((i) => labels[i] ?? '');
    } else if (!time) {
      x_axis.values = numbers;
      // Row numbers are whole: ticks at 1, 2, 5 × 10^k only.
      if (x === null) x_axis.incrs = [1, 2, 5].flatMap((m) => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => m * 10 ** k)).sort((a, b) => a - b);
    }
    const y_label = list_words(ys.map(titled));
    const y_axis = { ...axis, label: y_label, values: numbers,
      size: (u, values) => Math.max(50, 14 + 7.5 * Math.max(0, ...(values ?? []).map((v) => v.length))) };

    const palette = ['--series-1', '--series-2', '--series-3', '--series-4'].map(css);
    const bars = kind === 'bars' ? uPlot.paths.bars : null;
    const drawn = ys.map((c, s) => {
      const stroke = palette[s % palette.length];
      const one = { label: titled(c), stroke, width: 1.5, spanGaps: false,
        value: (u, v) => (v === null || v === undefined ? '–' : format_number(v)) };
      if (kind === 'points') {
        one.paths = () => null;
        one.points = { show: true, size: 3, fill: stroke, stroke };
      } else if (kind === 'bars') {
        // Several series share each place, side by side on an index axis, else nested.
        const k = ys.length;
        if (k > 1 && indexed) {
          const width = 0.8 / k;
          one.paths = bars({ size: [1, Infinity], align: 1,
            disp: { x0: { unit: 1, values: (u) => u.data[0].map((v) => v - 0.4 + s * width) },
              size: { unit: 1, values: () => [width] } } });
        } else {
          one.paths = bars({ size: [0.8 * (1 - s / (k + 1)), Infinity] });
        }
        one.fill = stroke;
        one.points = { show: false };
      } else {
        one.points = { show: false };
        if (kind === 'area') one.fill = translucent(stroke, 0.25);
      }
      return one;
    });
    const x_series = { label: x_name };
    if (categories) x_series.value = (u, v) => (v === null ? '–' : labels[v] ?? '');
    else if (!time) x_series.value = (u, v) => (v === null ? '–' : format_number(v));

    const scales = { x: { time } };
    if (kind === 'bars') {
      // Half a place of room at both ends, so the first and last bars are whole.
      const gap = xs.length > 1 ? (xs[xs.length - 1] - xs[0]) / (xs.length - 1) / 2 : 0.5;
      scales.x.range = (u, min, max) => [min - gap, max + gap];
      scales.y = { range: (u, min, max) => uPlot.rangeNum(Math.min(0, min), Math.max(0, max), 0.1, true) };
    }
    const options = {
      ...this.size(),
      scales,
      axes: [x_axis, y_axis],
      series: [x_series, ...drawn],
      legend: { show: true },
      cursor: { drag: { x: !categories, y: false } },
    };
    this.plot = new uPlot(options, [xs, ...series], this.target);
    this.figure.dataset.points = String(xs.length);
    this.figure.dataset.kind = kind;
    this.caption.textContent = this.summary(kind, x, categories, ys, xs, series);
    this.figure.dataset.drawMs = (performance.now() - started).toFixed(1);  // measured by the browser test
    return true;
  }

  // "Line chart of z against x, x from -17.2 to 19.9, z from 3.1 to 47.8, 2,000 rows."
  summary(kind, x, categories, ys, xs, series) {
    const parts = [];
    const names = list_words(ys.map(titled));
    if (x === null) parts.push(`${kind_words[kind]} chart of ${names} against the row number`);
    else if (categories) parts.push(`${kind_words[kind]} chart of ${names} by ${x.name}`);
    else {
      parts.push(`${kind_words[kind]} chart of ${names} against ${x.name}`);
      const r = range(xs);
      if (r) {
        const [a, b] = temporal.has(x.dtype) ? r.map(date_text) : format_range(r[0], r[1]);
        parts.push(`${x.name} from ${a} to ${b}`);
      }
    }
    ys.forEach((c, s) => {
      const r = range(series[s]);
      if (!r) return;
      const [a, b] = format_range(r[0], r[1]);
      parts.push(`${titled(c)} from ${a} to ${b}`);
    });
    parts.push(`${count(xs.length)} ${xs.length === 1 ? 'row' : 'rows'}`);
    return `${parts.join(', ')}.`;
  }

  // Colours come from the theme: redraw after a theme change.
  redraw() {
    if (this.last) this.draw(this.last.rows, this.last.columns, this.last.spec);
  }
}
