// The current version's chart with uPlot (one small dependency, canvas drawing: 20,000 points are
// built and drawn in 8-17 ms in the browser test, docs/page.md). Columns that are numbers or dates can be x or y. A series whose x values
// rise is drawn as a line; otherwise (a Lorenz attractor's x against z) as points, since a line
// chart needs its x sorted.
import uPlot from './vendor/uPlot.esm.js';

const plottable = new Set(['integer', 'number', 'date', 'datetime']);
const temporal = new Set(['date', 'datetime']);

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

export function plottable_columns(columns) {
  return columns.map((c, index) => ({ ...c, index })).filter((c) => plottable.has(c.dtype));
}

export class chart_view {
  constructor(figure) {
    this.figure = figure;
    this.plot = null;
    this.last = null;
    new ResizeObserver(() => this.resize()).observe(figure);
  }

  clear() {
    if (this.plot) this.plot.destroy();
    this.plot = null;
    this.last = null;
    this.figure.removeAttribute('data-points');
  }

  size() {
    const width = Math.max(200, Math.floor(this.figure.clientWidth));
    return { width, height: Math.max(180, Math.min(360, Math.round(width * 0.5))) };
  }

  resize() {
    if (this.plot) this.plot.setSize(this.size());
  }

  // Draws column `x` against column `y` (entries of plottable_columns) of the parsed rows.
  draw(rows, x, y) {
    const started = performance.now();
    this.clear();
    this.last = { rows, x, y };
    let xs = [];
    let ys = [];
    for (const row of rows) {
      const a = value_of(row[x.index], x.dtype);
      const b = value_of(row[y.index], y.dtype);
      if (a === null) continue;
      xs.push(a);
      ys.push(b);
    }
    let rising = true;
    for (let i = 1; i < xs.length && rising; i++) rising = xs[i] >= xs[i - 1];
    if (!rising) {
      const order = xs.map((_, i) => i).sort((i, j) => xs[i] - xs[j]);
      xs = order.map((i) => xs[i]);
      ys = order.map((i) => ys[i]);
    }
    const stroke = css('--accent');
    const axis = { stroke: css('--muted'), grid: { stroke: css('--grid'), width: 1 },
      ticks: { stroke: css('--grid'), width: 1 } };
    const series = { label: y.name, stroke, width: 1.5, spanGaps: false };
    if (!rising) {
      series.paths = () => null;
      series.points = { show: true, size: 3, fill: stroke, stroke };
    } else {
      series.points = { show: false };
    }
    const options = {
      ...this.size(),
      scales: { x: { time: temporal.has(x.dtype) } },
      axes: [{ ...axis, label: x.name }, { ...axis, label: y.name }],
      series: [{ label: x.name }, series],
      legend: { show: false },
      cursor: { drag: { x: true, y: false } },
    };
    this.plot = new uPlot(options, [xs, ys], this.figure);
    this.figure.dataset.points = String(xs.length);
    this.figure.dataset.drawMs = (performance.now() - started).toFixed(1);  // measured by the browser test
  }

  // Colours come from the theme: redraw after a theme change.
  redraw() {
    if (this.last) this.draw(this.last.rows, this.last.x, this.last.y);
  }
}
