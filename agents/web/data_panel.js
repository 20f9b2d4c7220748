// The data panel: the session's versions, the chosen version's chart (what its plot spec says,
// editable: x, y and kind, remembered by the service) and table, its code (collapsed behind
// .show()), confirm and a CSV download.
import { parse_csv } from './csv.js';
import { chart_view, default_plot, kinds, y_columns } from './chart.js';
import { table_view } from './table_view.js';
import { count, error_text, source_text } from './texts.js';

const $ = (id) => document.getElementById(id);
const row_number = '';  // the x select's value for "the row number" (plot.x null)
const most_y = 8;       // the service takes 1..8 y columns (docs/api.md, "Plots")

export class data_panel {
  constructor(session, notify) {
    this.session = session;
    this.notify = notify;  // (text) => void: a line in the chat column for errors
    this.current = null;   // the shown version's answer
    this.parsed = null;
    this.spec = null;      // the shown version's plot spec {x, y, kind}
    this.chart = new chart_view($('chart'), $('chart-canvas'), $('chart-summary'));
    this.table = new table_view({ grid: $('table-body'), header: $('table-header'), spacer: $('table-spacer'),
      rows: $('table-rows') });
    $('version-select').addEventListener('change', (e) => this.show(Number(e.target.value)));
    // Versions made elsewhere (another tab, the API) join the list when it is about to be used.
    $('version-select').addEventListener('focus', () => this.refresh_list());
    $('confirm').addEventListener('click', () => this.confirm());
    $('download').addEventListener('click', () => this.download());
    $('x-select').addEventListener('change', () => this.x_changed());
    $('kind-select').addEventListener('change', () => this.edited());
    $('y-boxes').addEventListener('change', (e) => {
      // One to eight y: the last one cannot be unticked, a ninth not ticked.
      const n = this.chosen_y().length;
      if (n === 0 || n > most_y) e.target.checked = !e.target.checked;
      else this.edited();
    });
    $('code-toggle').addEventListener('click', () => this.toggle_code());
  }

  // Reloads the version list and shows `version` (the newest when absent).
  async refresh(version) {
    const versions = await this.refresh_list();
    if (versions === null) return;
    if (versions.length === 0) {
      this.clear();
      return;
    }
    const chosen = version ?? versions[0].version;
    $('version-select').value = String(chosen);
    await this.show(chosen);
  }

  // Reloads the version list, keeping the shown version selected; null when it failed.
  async refresh_list() {
    const listed = await this.session.versions();
    if (!listed.ok) {
      this.notify(error_text(listed.body?.detail));
      return null;
    }
    const versions = listed.body.versions;
    const select = $('version-select');
    if (versions.length === 0) {
      select.replaceChildren(new Option('no data yet', ''));
      select.disabled = true;
      return versions;
    }
    select.replaceChildren(...versions.map((v) => {
      const label = `v${v.version} · ${source_text(v.source)} · ${count(v.rows)} rows${v.confirmed ? ' · confirmed' : ''}`;
      return new Option(label, String(v.version));
    }));
    select.disabled = false;
    if (this.current) select.value = String(this.current.version);
    return versions;
  }

  // The empty state: no version shown, no chart controls, no table.
  clear() {
    this.current = null;
    this.parsed = null;
    this.spec = null;
    this.chart.clear();
    this.table.clear();
    delete $('version-select').closest('.data').dataset.version;
    $('version-select').replaceChildren(new Option('no data yet', ''));
    $('version-select').disabled = true;
    $('chart-controls').hidden = true;
    $('chart-empty').hidden = false;
    $('chart-empty').textContent = 'Ask in the chat or paste a table: the data appears here.';
    $('table-wrap').hidden = true;
    $('code-block').hidden = true;
    $('confirm').disabled = true;
    $('confirm').textContent = 'Confirm';
    $('download').disabled = true;
    $('version-meta').textContent = '';
    $('table-caption').textContent = '';
  }

  async show(version) {
    const got = await this.session.dataset(version);
    if (!got.ok) {
      this.notify(error_text(got.body?.detail));
      return;
    }
    const d = got.body;
    this.current = d;
    this.parsed = parse_csv(d.csv);
    const panel = $('version-select').closest('.data');
    panel.dataset.version = String(d.version);
    $('version-meta').textContent = d.confirmed ? 'confirmed' : '';
    $('confirm').disabled = d.confirmed;
    $('confirm').textContent = d.confirmed ? 'Confirmed' : 'Confirm';
    $('download').disabled = false;
    const caption = $('table-caption');
    caption.textContent = `${count(this.parsed.rows.length)} rows × ${count(d.columns.length)} columns`;
    caption.dataset.rows = String(this.parsed.rows.length);
    $('table-wrap').hidden = false;
    this.table.show(this.parsed.header, this.parsed.rows, this.dtypes());

    const code = $('code-block');
    code.hidden = d.code === null || d.code === undefined;
    $('code-text').textContent = d.code ?? '';
    this.set_code_open(false);

    // The service's spec when it has one (docs/api.md), else the page's own choice.
    this.spec = d.plot ?? default_plot(this.columns(), this.parsed.rows);
    this.fill_controls();
    this.draw();
  }

  // The CSV's columns with the service's dtypes ({name, dtype}, in the CSV's order).
  // The CSV's columns with the profile's type and unit ("$", "%": a paste's currency or percent
  // column, docs/data.md), in the CSV's order.
  columns() {
    const profiles = new Map((this.current?.columns ?? []).map((c) => [c.name, c]));
    return this.parsed.header.map((name) => {
      const p = profiles.get(name);
      return { name, dtype: p?.dtype ?? 'text', unit: typeof p?.unit === 'string' ? p.unit : '' };
    });
  }

  dtypes() {
    return this.columns().map((c) => c.dtype);
  }

  fill_controls() {
    const columns = this.columns();
    const ys = y_columns(columns);
    const usable = this.spec !== null && ys.length > 0;
    $('chart-controls').hidden = !usable;
    $('chart-empty').hidden = usable;
    $('chart-empty').textContent = usable ? '' : 'No number columns to draw.';
    if (!usable) return;
    const x = $('x-select');
    x.replaceChildren(new Option('row number', row_number), ...columns.map((c) => new Option(c.name, c.name)));
    x.value = this.spec.x ?? row_number;
    const boxes = ys.map((c, i) => {
      const label = document.createElement('label');
      label.className = 'y-box';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = `y-box-${i}`;
      box.value = c.name;
      box.checked = this.spec.y.includes(c.name);
      label.append(box, document.createTextNode(c.name));
      return label;
    });
    $('y-boxes').replaceChildren(...boxes);
    this.lock_x_box();
    $('kind-select').value = kinds.includes(this.spec.kind) ? this.spec.kind : 'line';
  }

  // The x column cannot also be a y: its box is unticked and disabled.
  lock_x_box() {
    const x = $('x-select').value;
    for (const box of $('y-boxes').querySelectorAll('input')) {
      box.disabled = box.value === x;
      if (box.disabled) box.checked = false;
    }
  }

  // A new x: when it was the only y, another number column takes its place; when there is none,
  // the choice is undone.
  x_changed() {
    const x = $('x-select').value;
    const boxes = [...$('y-boxes').querySelectorAll('input')];
    if (this.chosen_y().filter((y) => y !== x).length === 0) {
      const other = boxes.find((b) => b.value !== x);
      if (!other) {
        $('x-select').value = this.spec.x ?? row_number;
        return;
      }
      other.checked = true;
    }
    this.lock_x_box();
    this.edited();
  }

  chosen_y() {
    return [...$('y-boxes').querySelectorAll('input:checked')].map((b) => b.value);
  }

  // The person changed x, y or the kind: draw it, and store it as the version's spec so that it is
  // there again after switching versions or a reload (when the service keeps specs).
  async edited() {
    if (!this.current || this.spec === null) return;
    const x = $('x-select').value;
    const spec = { x: x === row_number ? null : x, y: this.chosen_y(), kind: $('kind-select').value };
    this.spec = spec;
    this.draw();
    if (this.current.plot === undefined) return;  // a service without plot specs
    const version = this.current.version;
    const saved = await this.session.set_plot(version, spec);
    if (!saved.ok) {
      this.notify(error_text(saved.body?.detail));
      return;
    }
    if (this.current?.version === version) this.current.plot = saved.body.plot;
  }

  draw() {
    if (!this.parsed || this.spec === null) {
      this.chart.clear();
      return;
    }
    this.chart.draw(this.parsed.rows, this.columns(), this.spec);
  }

  redraw() {
    this.chart.redraw();
  }

  // On a phone the data panel is below the chat: bring it into view when a new version arrives.
  reveal() {
    if (!matchMedia('(max-width: 760px)').matches) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    $('version-select').closest('.data').scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }

  set_code_open(open) {
    const toggle = $('code-toggle');
    toggle.textContent = open ? '.hide()' : '.show()';
    toggle.setAttribute('aria-expanded', String(open));
    $('code-text').hidden = !open;
  }

  toggle_code() {
    this.set_code_open($('code-text').hidden);
  }

  async confirm() {
    if (!this.current) return;
    const version = this.current.version;
    const done = await this.session.confirm(version);
    if (!done.ok) {
      this.notify(error_text(done.body?.detail));
      return;
    }
    await this.refresh(version);
  }

  download() {
    if (!this.current) return;
    const blob = new Blob([this.current.csv], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `anyplot-v${this.current.version}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
