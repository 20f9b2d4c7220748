// The page's entry: one session per tab, the chat column, the data panel and the paste box; the
// header's "New conversation" (and the chat's own button after a closed session) starts another.
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
  let paste = null;
  const state = $('session-state');
  const panel = new data_panel(s, (text) => chat?.add('error', text));

  // A new session in place of this tab's one: an empty chat and data panel.
  let starting = false;
  const new_conversation = async () => {
    if (starting) return;
    starting = true;
    $('new-session').disabled = true;
    chat.clear();
    const made = await s.ensure(true);
    if (made.ok) {
      panel.clear();
      paste.reset();
      await panel.refresh();
      state.textContent = 'New conversation started.';
      document.body.dataset.session = s.id;
    } else {
      chat.add('error', error_text(made.body?.detail));
    }
    $('new-session').disabled = false;
    starting = false;
    $('chat-input').focus();
  };

  chat = new chat_column(s, panel, new_conversation);
  paste = new paste_box(s, panel, chat);
  setup_theme($('theme-toggle'), () => panel.redraw());
  $('new-session').addEventListener('click', new_conversation);

  const started = await s.ensure();
  if (!started.ok) {
    state.textContent = error_text(started.body?.detail);
    document.body.dataset.ready = 'error';
    return;
  }
  state.textContent = '';
  document.body.dataset.session = s.id;
  if (!started.fresh) {
    // A reload: the conversation so far, as it was shown.
    const history = await s.messages();
    if (history.ok && Array.isArray(history.body?.messages)) {
      chat.restore(history.body.messages, history.body.closed === true);
    }
  }
  await panel.refresh();
  document.body.dataset.ready = 'yes';
  $('chat-input').focus();
}

main();
