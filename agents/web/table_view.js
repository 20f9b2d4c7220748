// A table that scrolls through tens of thousands of rows: only the rows in view (plus a margin)
// exist in the DOM; a spacer gives the scroll area its full height. Cells are set with
// textContent only, never as HTML.

const row_height = 26;  // px, matches .table-row in style.css
const overscan = 8;

export class table_view {
  constructor({ header, body, spacer, rows }) {
    this.header = header;
    this.body = body;
    this.spacer = spacer;
    this.rows_el = rows;
    this.columns = [];
    this.data = [];
    this.first = -1;
    this.last = -1;
    this.frame = 0;
    body.addEventListener('scroll', () => this.schedule(), { passive: true });
    new ResizeObserver(() => this.schedule()).observe(body);
  }

  show(columns, data) {
    this.columns = columns;
    this.data = data;
    this.header.replaceChildren(this.cell('#', 'table-index', 'columnheader'),
      ...columns.map((c) => this.cell(c, '', 'columnheader')));
    this.spacer.style.height = `${data.length * row_height}px`;
    const width = `${4 + columns.length * 9}rem`;  // .table-index 4rem + 9rem per column (style.css)
    this.spacer.style.width = width;
    this.rows_el.style.width = width;
    this.body.scrollTop = 0;
    this.first = this.last = -1;
    this.render();
  }

  clear() {
    this.show([], []);
  }

  cell(text, extra, role = 'gridcell') {
    const el = document.createElement('span');
    el.className = extra ? `table-cell ${extra}` : 'table-cell';
    el.setAttribute('role', role);
    el.textContent = text;
    return el;
  }

  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
    this.header.scrollLeft = this.body.scrollLeft;
  }

  render() {
    const top = this.body.scrollTop;
    const height = this.body.clientHeight || 300;
    const first = Math.max(0, Math.floor(top / row_height) - overscan);
    const last = Math.min(this.data.length, Math.ceil((top + height) / row_height) + overscan);
    if (first === this.first && last === this.last) return;
    const started = performance.now();
    this.first = first;
    this.last = last;
    const out = [];
    for (let i = first; i < last; i++) {
      const row = document.createElement('div');
      row.className = i % 2 ? 'table-row alt' : 'table-row';
      row.setAttribute('role', 'row');
      row.setAttribute('aria-rowindex', String(i + 2));
      row.style.transform = `translateY(${i * row_height}px)`;
      row.append(this.cell(String(i + 1), 'table-index'));
      const values = this.data[i];
      for (let c = 0; c < this.columns.length; c++) row.append(this.cell(values[c] ?? ''));
      out.push(row);
    }
    this.rows_el.replaceChildren(...out);
    // The slowest window so far, for the browser test's measurement (docs/page.md).
    const took = performance.now() - started;
    this.slowest = Math.max(this.slowest ?? 0, took);
    this.body.dataset.slowestRenderMs = this.slowest.toFixed(2);
  }
}
