// The page's entry: one session per tab, the chat column, the data panel and the paste box.
import { session } from './api.js';
import { chat_column } from './chat.js';
import { data_panel } from './data_panel.js';
import { paste_box } from './paste.js';
import { setup_theme } from './theme.js';
import { error_text } from './texts.js';

const $ = (id) => document.getElementById(id);

async function main() {
  const s = new session();
  let chat = null;
  const panel = new data_panel(s, (text) => chat?.add('error', text));
  chat = new chat_column(s, panel);
  new paste_box(s, panel, chat);
  setup_theme($('theme-toggle'), () => panel.redraw());

  const state = $('session-state');
  const started = await s.ensure();
  if (!started.ok) {
    state.textContent = error_text(started.body?.detail);
    document.body.dataset.ready = 'error';
    return;
  }
  state.textContent = '';
  await panel.refresh();
  document.body.dataset.ready = 'yes';
  $('chat-input').focus();
}

main();
