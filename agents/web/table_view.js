// A table that scrolls through tens of thousands of rows as one keyboard-navigable grid: only the
// rows in view (plus a margin, plus the active one) exist in the DOM, so the grid states its size
// (aria-rowcount, aria-colcount) and each row and cell its place (aria-rowindex, aria-colindex).
// The grid is one tab stop; the active cell is its aria-activedescendant, moved by the arrow keys,
// Page Up/Down and Home/End (also with Ctrl), and scrolled into view. Cells are set with
// textContent only, never as HTML.
import { format_cell } from './numbers.js';

const row_height = 26;     // px, matches .table-row in style.css
const header_height = 28;  // px, .table-header
const overscan = 8;

export class table_view {
  constructor({ grid, header, spacer, rows }) {
    this.grid = grid;
    this.header = header;
    this.spacer = spacer;
    this.rows_el = rows;
    this.columns = [];
    this.dtypes = [];
    this.data = [];
    this.first = -1;
    this.last = -1;
    this.frame = 0;
    this.active = { row: 0, col: 0 };
    grid.addEventListener('scroll', () => this.schedule(), { passive: true });
    grid.addEventListener('keydown', (e) => this.key(e));
    grid.addEventListener('pointerdown', (e) => this.pick(e));
    grid.addEventListener('focus', () => this.focused());
    new ResizeObserver(() => this.schedule()).observe(grid);
  }

  // `columns`: the header's names; `dtypes`: each column's dtype (a `number` column is shown
  // rounded, docs/page.md); `data`: the rows as arrays of text.
  show(columns, data, dtypes = []) {
    this.columns = columns;
    this.dtypes = dtypes;
    this.data = data;
    this.active = { row: 0, col: 0 };
    this.header.replaceChildren(this.cell('#', 'table-index', 'columnheader', 1),
      ...columns.map((c, i) => this.cell(c, this.numeric(i) ? 'num' : '', 'columnheader', i + 2)));
    this.grid.setAttribute('aria-rowcount', String(data.length + 1));
    this.grid.setAttribute('aria-colcount', String(columns.length + 1));
    this.spacer.style.height = `${data.length * row_height}px`;
    const width = `${4 + columns.length * 9}rem`;  // .table-index 4rem + 9rem per column (style.css)
    this.spacer.style.width = width;
    this.rows_el.style.width = width;
    this.header.style.width = width;
    this.grid.scrollTop = 0;
    this.grid.scrollLeft = 0;
    this.first = this.last = -1;
    this.render();
  }

  clear() {
    this.show([], []);
  }

  numeric(column) {
    const t = this.dtypes[column];
    return t === 'number' || t === 'integer';
  }

  cell(text, extra, role, colindex) {
    const el = document.createElement('span');
    el.className = extra ? `table-cell ${extra}` : 'table-cell';
    el.setAttribute('role', role);
    el.setAttribute('aria-colindex', String(colindex));
    el.textContent = text;
    return el;
  }

  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  row(i) {
    const row = document.createElement('div');
    row.className = i % 2 ? 'table-row alt' : 'table-row';
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(i + 2));
    row.style.transform = `translateY(${i * row_height}px)`;
    row.append(this.cell(String(i + 1), 'table-index', 'rowheader', 1));
    const values = this.data[i];
    for (let c = 0; c < this.columns.length; c++) {
      const text = values[c] ?? '';
      const shown = format_cell(text, this.dtypes[c]);
      const cell = this.cell(shown, this.numeric(c) ? 'num' : '', 'gridcell', c + 2);
      if (shown !== text) cell.title = text;  // the full value on hover; the CSV has it too
      row.append(cell);
    }
    if (i === this.active.row) {
      row.dataset.active = 'true';
      const cell = row.children[this.active.col];
      cell.id = 'table-active-cell';
      cell.classList.add('active');
    }
    return row;
  }

  render() {
    const top = Math.max(0, this.grid.scrollTop - header_height);
    const height = this.grid.clientHeight || 300;
    const first = Math.max(0, Math.floor(top / row_height) - overscan);
    const last = Math.min(this.data.length, Math.ceil((top + height) / row_height) + overscan);
    const key = `${first}:${last}:${this.active.row}:${this.active.col}`;
    if (key === this.rendered) return;
    const started = performance.now();
    this.first = first;
    this.last = last;
    this.rendered = key;
    const out = [];
    // The active row stays in the DOM even when scrolled away, so aria-activedescendant always
    // names an element that exists.
    const active = this.active.row;
    if (this.data.length > 0 && active < first) out.push(this.row(active));
    for (let i = first; i < last; i++) out.push(this.row(i));
    if (this.data.length > 0 && active >= last) out.push(this.row(active));
    this.rows_el.replaceChildren(...out);
    if (this.data.length > 0) this.grid.setAttribute('aria-activedescendant', 'table-active-cell');
    else this.grid.removeAttribute('aria-activedescendant');
    // The slowest window so far, for the browser test's measurement (docs/page.md).
    const took = performance.now() - started;
    this.slowest = Math.max(this.slowest ?? 0, took);
    this.grid.dataset.slowestRenderMs = this.slowest.toFixed(2);
  }

  // Rows that fit in the grid below its header: Page Up/Down move by this many.
  page() {
    return Math.max(1, Math.floor((this.grid.clientHeight - header_height) / row_height) - 1);
  }

  key(e) {
    if (this.data.length === 0 || e.altKey || e.metaKey) return;
    const n = this.data.length;
    let { row, col } = this.active;
    switch (e.key) {
      case 'ArrowDown': row += 1; break;
      case 'ArrowUp': row -= 1; break;
      case 'ArrowRight': col += 1; break;
      case 'ArrowLeft': col -= 1; break;
      case 'PageDown': row += this.page(); break;
      case 'PageUp': row -= this.page(); break;
      // The table is read by rows: Home and End go to the first and last row, with or without Ctrl.
      case 'Home': row = 0; break;
      case 'End': row = n - 1; break;
      default: return;
    }
    e.preventDefault();
    this.move(Math.min(n - 1, Math.max(0, row)), Math.min(this.columns.length, Math.max(0, col)));
  }

  // Focus comes back to the active cell; when the rows were scrolled away from it (a wheel, the
  // scroll bar), to the first row in view instead, so focusing never jumps the table.
  focused() {
    if (this.data.length === 0) return;
    const top = this.grid.scrollTop;
    const view = this.grid.clientHeight - header_height;
    const row = this.active.row * row_height;
    if (row >= top && row + row_height <= top + view) return;
    const first = Math.min(this.data.length - 1, Math.ceil(top / row_height));
    this.move(first, this.active.col, false);
  }

  pick(e) {
    const cell = e.target.closest?.('.table-row [role]');
    if (!cell) return;
    const row = Number(cell.parentElement.getAttribute('aria-rowindex')) - 2;
    const col = Number(cell.getAttribute('aria-colindex')) - 1;
    if (row >= 0) this.move(row, col, false);
  }

  // Makes (row, col) the active cell and scrolls it into view (below the sticky header).
  move(row, col, scroll = true) {
    this.active = { row, col };
    if (scroll) {
      const g = this.grid;
      const top = row * row_height;
      const view = g.clientHeight - header_height;
      if (top < g.scrollTop) g.scrollTop = top;
      else if (top + row_height > g.scrollTop + view) g.scrollTop = top + row_height - view;
      const head = this.header.children[col];
      if (head) {
        if (head.offsetLeft < g.scrollLeft) g.scrollLeft = head.offsetLeft;
        else if (head.offsetLeft + head.offsetWidth > g.scrollLeft + g.clientWidth) {
          g.scrollLeft = head.offsetLeft + head.offsetWidth - g.clientWidth;
        }
      }
    }
    this.render();
  }
}
