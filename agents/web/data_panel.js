// The data panel: the session's versions, the chosen version's chart and table, its code (collapsed
// behind .show()), confirm and a CSV download.
import { parse_csv } from './csv.js';
import { chart_view, plottable_columns } from './chart.js';
import { table_view } from './table_view.js';
import { count, error_text, source_text } from './texts.js';

const $ = (id) => document.getElementById(id);

export class data_panel {
  constructor(session, notify) {
    this.session = session;
    this.notify = notify;  // (text) => void: a line in the chat column for errors
    this.current = null;   // the shown version's answer
    this.parsed = null;
    this.chart = new chart_view($('chart'));
    this.table = new table_view({ header: $('table-header'), body: $('table-body'), spacer: $('table-spacer'),
      rows: $('table-rows') });
    $('version-select').addEventListener('change', (e) => this.show(Number(e.target.value)));
    // Versions made elsewhere (another tab, the API) join the list when it is about to be used.
    $('version-select').addEventListener('focus', () => this.refresh_list());
    $('confirm').addEventListener('click', () => this.confirm());
    $('download').addEventListener('click', () => this.download());
    $('x-select').addEventListener('change', () => this.draw());
    $('y-select').addEventListener('change', () => this.draw());
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

  clear() {
    this.current = null;
    this.parsed = null;
    this.chart.clear();
    this.table.clear();
    $('chart-controls').hidden = true;
    $('chart-empty').hidden = false;
    $('code-block').hidden = true;
    $('confirm').disabled = true;
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
    this.table.show(this.parsed.header, this.parsed.rows);

    const code = $('code-block');
    code.hidden = d.code === null || d.code === undefined;
    $('code-text').textContent = d.code ?? '';
    this.set_code_open(false);

    this.fill_axes(d.columns);
    this.draw();
  }

  fill_axes(columns) {
    const usable = plottable_columns(columns);
    this.usable = usable;
    const controls = $('chart-controls');
    controls.hidden = usable.length === 0;
    $('chart-empty').hidden = usable.length > 0;
    $('chart-empty').textContent = usable.length ? '' : 'No number or date columns to draw.';
    const options = () => usable.map((c) => new Option(c.name, String(c.index)));
    $('x-select').replaceChildren(...options());
    $('y-select').replaceChildren(...options());
    if (usable.length > 0) {
      $('x-select').value = String(usable[0].index);
      $('y-select').value = String((usable[1] ?? usable[0]).index);
    }
  }

  draw() {
    if (!this.parsed || !this.usable || this.usable.length === 0) {
      this.chart.clear();
      return;
    }
    const pick = (id) => this.usable.find((c) => String(c.index) === $(id).value) ?? this.usable[0];
    this.chart.draw(this.parsed.rows, pick('x-select'), pick('y-select'));
  }

  redraw() {
    this.chart.redraw();
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
